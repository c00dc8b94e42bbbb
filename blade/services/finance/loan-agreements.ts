import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import type { BladeUser } from '../../auth/blade-user';
import { placeholders } from '../shared/rows';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { answerRow, findRow, updateRow } from '../desk/review-rows';
import { assertLoanAgreementAction, assertLoanDraftable, LOAN, LOAN_APPLICATION } from './machines';
import { addDays } from './finance-amounts';
import { DEFAULT_DAY_BASIS, DEFAULT_ORDER, PENALTY_MARKUP } from '../ledger/loan-terms';
import { today } from './time-driven';
import { agreementStep } from './agreement-step';
import { missingParameter } from '../../../domain/blade-messages';

/**
 * The loan agreement's workflow (/blade-tradePort/financeloanagreement): drafted from an application awaiting
 * signing, signed, terminated; its money (disbursement, repayments, settlement) is loan-money.ts's. Each step moves
 * the application with it (machines.ts).
 */
const TABLE = 'tp_financeloanagreement';
const APPLICATIONS = 'tp_financeloanapplication';

export type LoanAgreementRow = {
  id: string;
  agreement_no: string;
  application_id: string | null;
  loan_amount: number;
  term_days: number | null;
  agreement_status: number | null;
  outstanding_principal: number | null;
  repaid_principal: number | null;
};
type ApplicationRow = {
  id: string;
  application_no: string;
  applicant_id: string | null;
  applicant_name: string;
  product_type: number;
  loan_status: number;
  approved_amount: number | null;
  interest_rate: number | null;
  term_days: number | null;
  repayment_method: number | null;
  first_party_id: string | null;
  first_party_name: string | null;
};

/** Inserts a row with the audit columns filled in; returns its id. */
export function insertRow(ctx: Context, user: BladeUser, table: string, values: Record<string, unknown>): string {
  const now = formatDateTime();
  const row = {
    id: nextId(),
    tenant_id: user.tenantId,
    ...values,
    create_user: user.userId,
    create_dept: user.deptId ?? '',
    create_time: now,
    update_user: user.userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const columns = Object.keys(row);
  ctx.db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`).run(...Object.values(row));
  return row.id;
}

/** The next document number of the day: `<prefix>yyyyMMdd<nnn>`. */
export function nextNumber(ctx: Context, table: string, column: string, prefix: string): string {
  const stem = `${prefix}${today().replace(/-/g, '')}`;
  const last = ctx.db
    .prepare(`SELECT ${column} AS no FROM ${table} WHERE ${column} LIKE ? ORDER BY ${column} DESC LIMIT 1`)
    .get(`${stem}%`) as { no: string } | undefined;
  return `${stem}${String(Number(last?.no.slice(stem.length) ?? 0) + 1).padStart(3, '0')}`;
}

const applicationOf = (ctx: Context, user: BladeUser, id: string) =>
  findRow<ApplicationRow>(ctx, user, APPLICATIONS, id, '融资申请不存在或已删除');

function moveApplication(ctx: Context, user: BladeUser, applicationId: string | null, changes: Record<string, unknown>) {
  if (applicationId) updateRow(ctx, user, APPLICATIONS, applicationId, changes);
}

/** The live (not terminated) loan agreement of an application, if any. */
export const liveLoanAgreement = (ctx: Context, user: BladeUser, applicationId: string) =>
  ctx.db
    .prepare(`SELECT * FROM ${TABLE} WHERE tenant_id = ? AND application_id = ? AND is_deleted = 0 AND agreement_status <> ?`)
    .get(user.tenantId, applicationId, LOAN.terminated) as LoanAgreementRow | undefined;

const applicationParam = z.object({
  applicationId: z
    .string({ error: missingParameter('applicationId') })
    .trim()
    .min(1, missingParameter('applicationId')),
});

// POST draft {applicationId}: one agreement per application awaiting signing, on the approved terms.
export function draftLoanAgreement(ctx: Context) {
  const user = caller(ctx, 'financeloanapplication_loan');
  const input = parseInput(ctx, applicationParam);
  const id = ctx.db.transaction(() => {
    const app = applicationOf(ctx, user, input.applicationId);
    assertLoanDraftable({ title: app.application_no, status: app.loan_status });
    const existing = liveLoanAgreement(ctx, user, app.id);
    if (existing) throw new ServiceError(`融资申请 ${app.application_no} 已有借款合同 ${existing.agreement_no}`);
    if (!app.approved_amount || !app.first_party_name) throw new ServiceError(`融资申请 ${app.application_no} 尚无批复金额或资金方`);
    const start = today();
    const term = app.term_days ?? 180;
    return insertRow(ctx, user, TABLE, {
      agreement_no: nextNumber(ctx, TABLE, 'agreement_no', 'JK'),
      agreement_name: `${app.applicant_name}借款合同`,
      application_id: app.id,
      application_no: app.application_no,
      borrower_id: app.applicant_id ?? '',
      borrower_name: app.applicant_name,
      lender_id: app.first_party_id ?? '',
      lender_name: app.first_party_name,
      loan_amount: app.approved_amount,
      interest_rate: app.interest_rate,
      term_days: term,
      repayment_method: app.repayment_method,
      start_date: start,
      end_date: addDays(start, term),
      sign_status: 1,
      agreement_status: LOAN.awaitingSignature,
      outstanding_principal: 0,
      repaid_principal: 0,
      remark: '',
      // The interest terms (services/ledger/loan-terms.ts), editable until signing.
      penalty_rate: app.interest_rate != null ? Math.round(app.interest_rate * PENALTY_MARKUP * 10_000) / 10_000 : null,
      day_count_basis: DEFAULT_DAY_BASIS,
      repayment_order: DEFAULT_ORDER.join(','),
      interest_repaid: 0,
      penalty_repaid: 0,
    });
  })();
  return answerRow(ctx, TABLE, id);
}

const step = agreementStep<LoanAgreementRow, 'sign' | 'terminate'>(
  TABLE,
  'financeloanagreement',
  '借款合同不存在或已删除',
  assertLoanAgreementAction,
);

// POST sign {id}: 待签署 → 待放款; the application 待签约 → 待放款.
export const signLoanAgreement = step('sign', idParam, (ctx, user, row, to) => {
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to, sign_status: 3, sign_time: formatDateTime() });
  moveApplication(ctx, user, row.application_id, { loan_status: LOAN_APPLICATION.awaitingDisbursement });
});

// POST terminate {id}: an unsigned or undisbursed agreement is ended; the application awaits signing again.
export const terminateLoanAgreement = step('terminate', idParam, (ctx, user, row, to) => {
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to });
  moveApplication(ctx, user, row.application_id, { loan_status: LOAN_APPLICATION.awaitingSigning });
});
