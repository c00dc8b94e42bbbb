import { z } from 'zod';
import type { Context } from '../../http/router';
import { R } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { loanEntries, today } from '../ledger/entries';
import { computeLoanFigures } from '../ledger/loan-projection';
import { loanTerms } from '../ledger/loan-terms';
import { loanSchedule } from '../ledger/loan-schedule';
import { loanRecordOrThrow } from '../ledger/loan-projection';
import { parseInput } from '../trade/workflow/records';
import { coverFigures, isPledgeInForce, valuation } from './collateral';
import { exposureOf, loanToValue, pledgeOfLoan } from './loan-links';
import { coverHistory } from './pledge-cover';
import { bringUpToDate } from './time-driven';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * GET financeloanagreement/ledger?id=: what the loan page shows, all computed (loan-projection.ts, collateral.ts):
 * the figures to date (accrued interest and penalty, what is owed), the schedule to maturity (loan-schedule.ts: what
 * falls due if nothing more is paid), each repayment with its split, every ledger entry with who and why, and the pledge's cover.
 */
const camel = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]));

export function loanLedger(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'financeloanagreement');
  const input = parseInput(ctx, z.object({ id: z.string({ error: BLADE_MESSAGES.missingId }).trim().min(1, BLADE_MESSAGES.missingId) }));
  const tenantId = ctx.user!.tenantId;
  bringUpToDate(ctx.db, tenantId);
  const loan = loanRecordOrThrow(ctx.db, tenantId, input.id);
  const terms = loanTerms(loan);
  const entries = loanEntries(ctx.db, tenantId, loan.id);
  const figures = computeLoanFigures(terms, entries, today());
  const method = (
    ctx.db.prepare('SELECT repayment_method FROM tp_financeloanagreement WHERE id = ?').get(loan.id) as { repayment_method: number | null }
  ).repayment_method;
  const schedule = loanSchedule(terms, entries, today(), method, loan.disburse_date || null);
  const repayments = ctx.db
    .prepare(`SELECT id, repay_date, repay_amount, principal_amount, interest_amount, penalty_amount, outstanding_after, back_date_reason, handler, remark, create_time
      FROM tp_financeloanrepayment WHERE tenant_id = ? AND agreement_id = ? AND is_deleted = 0 ORDER BY repay_date, create_time`)
    .all(tenantId, loan.id) as Record<string, unknown>[];
  const pledge = pledgeOfLoan(ctx.db, loan);
  const cover =
    pledge && isPledgeInForce(pledge)
      ? coverFigures(pledge, valuation(ctx.db, pledge), exposureOf(ctx.db, loan), loanToValue(ctx.db, pledge))
      : null;
  return R.data({
    agreementNo: loan.agreement_no,
    status: loan.agreement_status,
    figures,
    schedule,
    repayments: repayments.map(camel),
    entries: entries.map((entry) =>
      camel({
        id: entry.id,
        entry_no: entry.entry_no,
        entry_type: entry.entry_type,
        amount: entry.amount,
        entry_date: entry.entry_date,
        note: entry.note,
        reason: entry.reason,
        reverses_id: entry.reverses_id,
        actor_name: entry.actor_name,
        create_time: entry.create_time,
      }),
    ),
    pledge: pledge
      ? {
          id: pledge.id,
          agreementNo: pledge.agreement_no,
          status: pledge.agreement_status,
          quantity: pledge.pledge_quantity,
          released: pledge.released_quantity ?? 0,
          cover,
          ...coverHistory(ctx, pledge.id),
        }
      : null,
  });
}
