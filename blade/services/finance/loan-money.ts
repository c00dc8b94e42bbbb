import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { BladeUser } from '../../auth/blade-user';
import { requireCode } from '../../crud/permissions';
import type { Db } from '../../db/open';
import { assertEntryDate, loanEntries, postEntry, today, type Actor } from '../ledger/entries';
import { actorOf } from '../ledger/trade-terms';
import { allocate, computeLoanFigures, lastMoneyDate, type Split } from '../ledger/loan-projection';
import { loanTerms, type LoanRecord } from '../ledger/loan-terms';
import { idParam } from '../trade/workflow/records';
import { updateRow } from '../desk/review-rows';
import { addDays } from './finance-amounts';
import { coverFigures, valuation } from './collateral';
import { loanToValue, pledgeOfLoan } from './loan-links';
import { insertAudited, refreshLoan, type Writer } from './loan-refresh';
import type { LoanAgreementRow } from './loan-agreements';
import { agreementStep } from './agreement-step';
import { assertLoanAgreementAction, LOAN_APPLICATION, PLEDGE, PLEDGE_PRODUCTS } from './machines';
import { reasonTooLong } from '../../../domain/blade-messages';

/**
 * The money of a loan agreement, written as dated ledger entries (services/ledger) and never typed into the loan:
 * the disbursement, each repayment split into penalty, interest and principal in the agreement's order (after the
 * interest accrued up to its date is recognised), settlement (结清) paying everything owed to the day, and fees received. None is
 * dated after today; one dated earlier needs a reason and the 补登 button (financeloanagreement_backdate), and is
 * never dated before the loan's last money movement, so that every recorded split stays what it was.
 */
const TABLE = 'tp_financeloanagreement';
export const BACKDATE_CODE = 'financeloanagreement_backdate';
const yuan = (value: number) => value.toFixed(2);

const dated = {
  reason: z.string().trim().max(200, reasonTooLong(200)).optional(),
  remark: z.string().trim().max(255, '备注不能超过255个字符').optional(),
};
const dateField = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .optional()
    .or(z.literal(''));

type Kind = 'disburse' | 'repay' | 'settle' | 'fee';
const REASON_NEEDED: Record<Kind, (day: string) => string> = {
  fee: (day) => `费用日期 ${day} 早于今天，补登须填写原因`,
  disburse: (day) => `放款日期 ${day} 早于今天，补登须填写原因`,
  repay: (day) => `还款日期 ${day} 早于今天，补登须填写原因`,
  settle: (day) => `结清日期 ${day} 早于今天，补登须填写原因`,
};

/** The day money is recorded on: today, or an earlier day with a reason and the right to back-date. */
function entryDate(ctx: Context, date: string | undefined, reason: string | undefined, kind: Kind): string {
  const day = date || today();
  assertEntryDate(day);
  if (day < today()) {
    if (!reason?.trim()) throw new ServiceError(REASON_NEEDED[kind](day));
    requireCode(ctx.db, ctx.user, BACKDATE_CODE);
  }
  return day;
}

const disburseInput = idParam.extend({ disburseDate: dateField('放款日期格式应为 yyyy-MM-dd'), ...dated });

// POST disburse {id[, disburseDate, reason]}: 待放款 → 还款中; the disbursement entry, maturity counted from its date.
export const disburseLoan = agreementStep<LoanAgreementRow, 'disburse'>(
  TABLE,
  'financeloanagreement',
  '借款合同不存在或已删除',
  assertLoanAgreementAction,
)('disburse', disburseInput, (ctx, user, row, to, input) => {
  const { disburseDate, reason } = input as z.infer<typeof disburseInput>;
  const loan = ctx.db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(row.id) as LoanRecord;
  const app = loan.application_id
    ? (ctx.db.prepare('SELECT * FROM tp_financeloanapplication WHERE id = ?').get(loan.application_id) as {
        application_no: string;
        product_type: number;
      })
    : null;
  if (app && (PLEDGE_PRODUCTS as readonly number[]).includes(app.product_type)) {
    const pledge = pledgeOfLoan(ctx.db, loan);
    if (!pledge || pledge.agreement_status !== PLEDGE.pledged)
      throw new ServiceError(`融资申请 ${app.application_no} 的质押协议尚未生效（质押中），不能放款`);
    const cover = coverFigures(
      pledge,
      valuation(ctx.db, pledge),
      { live: true, exposure: loan.loan_amount, principalRepaid: 0 },
      loanToValue(ctx.db, pledge),
    );
    if (cover.cover !== null && cover.cover < cover.warningLine) {
      throw new ServiceError(
        `质物价值 ${yuan(cover.value)} 元对借款 ${yuan(loan.loan_amount)} 元的覆盖率 ${cover.cover}% 低于预警线 ${cover.warningLine}%，不能放款`,
      );
    }
  }
  const start = entryDate(ctx, disburseDate, reason, 'disburse');
  const end = addDays(start, loan.term_days ?? 180);
  // The maturity is counted from the disbursement: the agreement's dates move with it before the entry is written.
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to, start_date: start, end_date: end, disburse_date: start });
  postEntry(ctx.db, actorOf(ctx.db, user), {
    tenantId: user.tenantId,
    domain: 'loan',
    type: 'disbursement',
    loanId: loan.id,
    partyId: loan.borrower_id ?? '',
    partyName: loan.borrower_name,
    amount: loan.loan_amount,
    date: start,
    reference: loan.agreement_no,
    note: '融资放款',
    reason: start < today() ? reason : undefined,
  });
  if (loan.application_id)
    updateRow(ctx, user, 'tp_financeloanapplication', loan.application_id, {
      loan_status: LOAN_APPLICATION.repaying,
      disburse_date: start,
      maturity_date: end,
    });
  refreshLoan(ctx.db, { tenantId: user.tenantId, userId: user.userId }, loan.id);
});

/**
 * Writes one repayment of `amount` (everything owed with 'all') on `date`, inside the caller's transaction: the interest
 * and penalty accrued up to that date are recognised, the split entries are posted, its 还款记录 is kept, and the loan is
 * re-read (which settles it and discharges its pledge once nothing is owed). `at`: when it is written (the seed's history).
 */
export function recordRepayment(
  db: Db,
  actor: Actor,
  writer: Writer,
  loanId: string,
  amount: number | 'all',
  date: string,
  reason?: string,
  remark?: string,
  at?: string,
): Split {
  const loan = db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(loanId) as LoanRecord;
  const entries = loanEntries(db, writer.tenantId, loan.id);
  const last = lastMoneyDate(entries);
  if (date < last) throw new ServiceError(`还款日期 ${date} 早于本笔借款上一笔资金往来日期 ${last}，不能插入其前`);
  const figures = computeLoanFigures(loanTerms(loan), entries, date);
  if (amount === 'all' && figures.owed <= 0.005) throw new ServiceError(`借款合同 ${loan.agreement_no} 截至 ${date} 没有应还款项`);
  const split = allocate(figures, amount === 'all' ? figures.owed : amount);
  if (typeof split === 'string') throw new ServiceError(split);
  const base = {
    tenantId: writer.tenantId,
    domain: 'loan' as const,
    loanId: loan.id,
    partyId: loan.borrower_id ?? '',
    partyName: loan.borrower_name,
    date,
    reason: date < today() ? reason : undefined,
    at,
  };
  // What accrued up to the repayment's date is recognised first, so the interest it pays was owed in the books.
  const interestToRecognise = Math.round((figures.interestAccrued - figures.interestRecognised) * 100) / 100;
  const penaltyToRecognise = Math.round((figures.penaltyAccrued - figures.penaltyRecognised) * 100) / 100;
  if (Math.abs(interestToRecognise) >= 0.01)
    postEntry(db, actor, { ...base, type: 'accrual', amount: interestToRecognise, note: `计息至 ${date}` });
  if (Math.abs(penaltyToRecognise) >= 0.01)
    postEntry(db, actor, { ...base, type: 'penalty_accrual', amount: penaltyToRecognise, note: `罚息计至 ${date}` });
  const parts = [
    ['repayment_penalty', split.penalty],
    ['repayment_interest', split.interest],
    ['repayment_principal', split.principal],
  ] as const;
  for (const [type, part] of parts)
    if (part >= 0.01) postEntry(db, actor, { ...base, type, amount: part, reference: loan.agreement_no, note: remark || undefined });
  const total = Math.round((split.penalty + split.interest + split.principal) * 100) / 100;
  insertAudited(
    db,
    writer,
    'tp_financeloanrepayment',
    {
      agreement_id: loan.id,
      agreement_no: loan.agreement_no,
      repay_amount: total,
      repay_date: date,
      outstanding_after: Math.round((figures.outstanding - split.principal) * 100) / 100,
      remark: remark ?? '',
      principal_amount: split.principal,
      interest_amount: split.interest,
      penalty_amount: split.penalty,
      back_date_reason: base.reason ?? '',
      handler: actor.name,
    },
    at,
  );
  refreshLoan(db, writer, loan.id);
  return split;
}

const repay = (ctx: Context, user: BladeUser, loanId: string, amount: number | 'all', date: string, reason?: string, remark?: string) =>
  recordRepayment(ctx.db, actorOf(ctx.db, user), { tenantId: user.tenantId, userId: user.userId }, loanId, amount, date, reason, remark);

const repayInput = idParam.extend({
  repayAmount: z.coerce.number({ error: '请填写还款金额' }).positive('还款金额须大于0').max(1e12, '还款金额过大'),
  repayDate: dateField('还款日期格式应为 yyyy-MM-dd'),
  ...dated,
});

const step = agreementStep<LoanAgreementRow, 'repay'>(TABLE, 'financeloanagreement', '借款合同不存在或已删除', assertLoanAgreementAction);

// POST repay {id, repayAmount[, repayDate, reason, remark]}: pays penalty, interest, principal in the agreement's order; all paid: 已结清.
export const repayLoan = step('repay', repayInput, (ctx, user, row, _to, input) => {
  const { repayAmount, repayDate, reason, remark } = input as z.infer<typeof repayInput>;
  repay(ctx, user, row.id, repayAmount, entryDate(ctx, repayDate, reason, 'repay'), reason, remark);
});

const settleInput = idParam.extend({ settleDate: dateField('结清日期格式应为 yyyy-MM-dd'), ...dated });

// POST settle {id[, settleDate, reason, remark]}: pays everything owed to the day (principal, interest, penalty): 已结清, the pledge discharged.
export const settleLoan = step('repay', settleInput, (ctx, user, row, _to, input) => {
  const { settleDate, reason, remark } = input as z.infer<typeof settleInput>;
  repay(ctx, user, row.id, 'all', entryDate(ctx, settleDate, reason, 'settle'), reason, remark || '提前结清');
});

const feeInput = idParam.extend({
  feeAmount: z.coerce.number({ error: '请填写费用金额' }).positive('费用金额须大于0').max(1e9, '费用金额过大'),
  feeDate: dateField('费用日期格式应为 yyyy-MM-dd'),
  note: z.string({ error: '请填写费用名称' }).trim().min(1, '请填写费用名称').max(100, '费用名称不能超过100个字符'),
  reason: dated.reason,
});

// POST fee {id, feeAmount, note[, feeDate, reason]}: a fee received from the borrower (服务费, 监管费…), a dated entry of its own;
// it is not part of what the loan owes and never decides its settlement.
export const chargeFee = step('repay', feeInput, (ctx, user, row, _to, input) => {
  const { feeAmount, feeDate, note, reason } = input as z.infer<typeof feeInput>;
  const loan = ctx.db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(row.id) as LoanRecord;
  const day = entryDate(ctx, feeDate, reason, 'fee');
  postEntry(ctx.db, actorOf(ctx.db, user), {
    tenantId: user.tenantId,
    domain: 'loan',
    type: 'fee',
    loanId: loan.id,
    partyId: loan.borrower_id ?? '',
    partyName: loan.borrower_name,
    amount: feeAmount,
    date: day,
    reference: loan.agreement_no,
    note,
    reason: day < today() ? reason : undefined,
  });
  refreshLoan(ctx.db, { tenantId: user.tenantId, userId: user.userId }, loan.id);
});
