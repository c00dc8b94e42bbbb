import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { financialStatementsTable } from '../../tables/business/financial-statements';
import { scopedPage } from './scoped-read';

/** statement_type 2 (dict `statement_type`) = the deposit (保证金) statement of a customer. */
const DEPOSIT_STATEMENT = 2;

// GET /blade-tradePort/financialStatements/depositList: the deposit statements, paged and filtered like list.
export function depositList(ctx: Context) {
  return R.data(scopedPage(ctx, financialStatementsTable, [{ sql: 'statement_type = ?', params: [DEPOSIT_STATEMENT] }]));
}
