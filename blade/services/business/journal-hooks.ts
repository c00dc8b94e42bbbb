import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { placeholders } from '../shared/rows';

/**
 * 财务明细 rows written from the ledger (ledger_entry_id, services/ledger/journal.ts) are what the money did: the generic
 * form neither edits nor removes them, and a new row cannot claim to be one. A correction is a reversing entry.
 */
const FROM_LEDGER = '该明细由账目分录生成，不能修改或删除；如需更正，请在订单页冲正原分录';

export const journalHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    if (existing?.ledger_entry_id) throw new ServiceError(FROM_LEDGER);
    delete values.ledger_entry_id;
  },
  beforeRemove: (ctx, ids) => {
    if (ids.length === 0) return;
    const hit = ctx.db
      .prepare(
        `SELECT detail_no FROM tp_financialdetails WHERE id IN (${placeholders(ids.length)}) AND ledger_entry_id IS NOT NULL AND ledger_entry_id <> '' LIMIT 1`,
      )
      .get(...ids) as { detail_no: string } | undefined;
    if (hit) throw new ServiceError(`${hit.detail_no}: ${FROM_LEDGER}`);
  },
};
