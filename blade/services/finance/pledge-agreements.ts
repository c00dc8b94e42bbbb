import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import type { BladeUser } from '../../auth/blade-user';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { answerRow, findRow, updateRow } from '../desk/review-rows';
import { assertPledgeAgreementAction, assertPledgeDraftable, AUTH, LOAN, PLEDGE, PLEDGE_PRODUCTS, PLEDGE_TYPE } from './machines';
import { addDays, applyRelease } from './finance-amounts';
import { today } from './time-driven';
import { agreementStep } from './agreement-step';
import {
  coverFigures,
  DEFAULT_LIQUIDATION_LINE,
  DEFAULT_LTV,
  DEFAULT_WARNING_LINE,
  releaseRefusal,
  valuation,
  type PledgeRecord,
} from './collateral';
import { exposureOf, loanOfPledge, loanToValue } from './loan-links';
import { refreshCover } from './loan-refresh';
import { insertRow, liveLoanAgreement, nextNumber } from './loan-agreements';
import { missingParameter } from '../../../domain/blade-messages';

/**
 * The pledge agreement's workflow (/blade-tradePort/financepledgeagreement): drafted for a pledge-backed application,
 * sent for signing, signed (质押中), released in parts (解押, each one a 解押提货 record), disposed of when the loan is
 * overdue, or terminated before it takes effect.
 */
const TABLE = 'tp_financepledgeagreement';

type PledgeRow = {
  id: string;
  agreement_no: string;
  application_id: string | null;
  pledgor_id: string | null;
  pledgor_name: string;
  commodity_no: string | null;
  pledge_type: number | null;
  pledge_quantity: number;
  released_quantity: number | null;
  minimum_stock: number | null;
  warehouse_name: string | null;
  agreement_status: number | null;
  variety: number | null;
};
type ApplicationRow = {
  id: string;
  application_no: string;
  applicant_id: string | null;
  applicant_name: string;
  product_type: number;
  loan_status: number;
  variety: number | null;
  pledge_goods: string | null;
  pledge_quantity: number | null;
  pledge_value: number | null;
  term_days: number | null;
  loan_to_value: number | null;
  warehouse_name: string | null;
  first_party_id: string | null;
  first_party_name: string | null;
  third_party_id: string | null;
  third_party_name: string | null;
};

const applicationParam = z.object({
  applicationId: z
    .string({ error: missingParameter('applicationId') })
    .trim()
    .min(1, missingParameter('applicationId')),
});

// POST draft {applicationId}: the tripartite agreement over the application's collateral, as 草稿 (terms editable until sent).
export function draftPledgeAgreement(ctx: Context) {
  const user = caller(ctx, 'financeloanapplication_pledge');
  const input = parseInput(ctx, applicationParam);
  const id = ctx.db.transaction(() => {
    const app = findRow<ApplicationRow>(ctx, user, 'tp_financeloanapplication', input.applicationId, '融资申请不存在或已删除');
    assertPledgeDraftable({ title: app.application_no, status: app.loan_status });
    if (!(PLEDGE_PRODUCTS as readonly number[]).includes(app.product_type))
      throw new ServiceError(`融资申请 ${app.application_no} 不是质押类融资，无需质押协议`);
    const existing = ctx.db
      .prepare(`SELECT agreement_no FROM ${TABLE} WHERE tenant_id = ? AND application_id = ? AND is_deleted = 0 AND agreement_status <> ?`)
      .get(user.tenantId, app.id, PLEDGE.terminated) as { agreement_no: string } | undefined;
    if (existing) throw new ServiceError(`融资申请 ${app.application_no} 已有质押协议 ${existing.agreement_no}`);
    if (!app.pledge_quantity || !app.third_party_name) throw new ServiceError(`融资申请 ${app.application_no} 尚无质押数量或监管方`);
    const dynamic = app.product_type === 2;
    const start = today();
    // The collateral text starts with the lot's number (质押货物) when the goods are on file.
    const lot = ctx.db
      .prepare(
        'SELECT id, commodity_no, grade, storage_position FROM tp_goodscommodity WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0',
      )
      .get(user.tenantId, (app.pledge_goods ?? '').split(/\s+/)[0]) as
      | { id: string; commodity_no: string; grade: number | null; storage_position: string | null }
      | undefined;
    return insertRow(ctx, user, TABLE, {
      agreement_no: nextNumber(ctx, TABLE, 'agreement_no', 'ZY'),
      application_id: app.id,
      application_no: app.application_no,
      pledgor_id: app.applicant_id ?? '',
      pledgor_name: app.applicant_name,
      pledgee_id: app.first_party_id ?? '',
      pledgee_name: app.first_party_name ?? '',
      supervisor_id: app.third_party_id ?? '',
      supervisor_name: app.third_party_name,
      pledge_type: dynamic ? PLEDGE_TYPE.dynamic : PLEDGE_TYPE.static,
      commodity_id: lot?.id ?? '',
      commodity_no: lot?.commodity_no ?? '',
      grade: lot?.grade ?? null,
      storage_position: lot?.storage_position ?? '',
      variety: app.variety,
      pledge_quantity: app.pledge_quantity,
      pledge_price: app.pledge_value ? Math.round((app.pledge_value / app.pledge_quantity) * 100) / 100 : null,
      pledge_value: app.pledge_value,
      minimum_stock: dynamic ? Math.round(app.pledge_quantity * 0.6 * 1000) / 1000 : null,
      warning_line: DEFAULT_WARNING_LINE,
      liquidation_line: DEFAULT_LIQUIDATION_LINE,
      loan_to_value: app.loan_to_value || DEFAULT_LTV,
      warehouse_name: app.warehouse_name ?? '',
      start_date: start,
      end_date: addDays(start, app.term_days ?? 180),
      released_quantity: 0,
      sign_status: 0,
      agreement_status: PLEDGE.draft,
      remark: app.pledge_goods ?? '',
    });
  })();
  return answerRow(ctx, TABLE, id);
}

const step = agreementStep<PledgeRow, 'send' | 'sign' | 'release' | 'dispose' | 'terminate'>(
  TABLE,
  'financepledgeagreement',
  '质押协议不存在或已删除',
  assertPledgeAgreementAction,
);

// POST send {id}: 草稿 → 待签署 (the e-signature is started; terms are fixed from here).
export const sendPledgeAgreement = step('send', idParam, (ctx, user, row, to) =>
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to, sign_status: 1 }),
);

// POST sign {id}: 待签署 → 质押中, all three parties signed; the lot on file is marked pledged.
export const signPledgeAgreement = step('sign', idParam, (ctx, user, row, to) => {
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to, sign_status: 3 });
  if (row.commodity_no) {
    ctx.db
      .prepare(
        'UPDATE tp_goodscommodity SET pledge_agreement_no = ?, pledged_quantity = ?, commodity_status = 2, update_time = ? WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0',
      )
      .run(row.agreement_no, row.pledge_quantity - (row.released_quantity ?? 0), formatDateTime(), user.tenantId, row.commodity_no);
  }
  refreshCover(ctx.db, { tenantId: user.tenantId, userId: user.userId }, row.id);
});

// POST terminate {id}: a draft or unsigned agreement is ended.
export const terminatePledgeAgreement = step('terminate', idParam, (ctx, user, row, to) =>
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to }),
);

// POST dispose {id}: the collateral of an overdue loan is disposed of (处置).
export const disposePledge = step('dispose', idParam, (ctx, user, row, to) => {
  const loan = row.application_id ? liveLoanAgreement(ctx, user, row.application_id) : undefined;
  if (loan?.agreement_status !== LOAN.overdue) throw new ServiceError(`质押协议 ${row.agreement_no} 的借款未逾期，不能处置质物`);
  updateRow(ctx, user, TABLE, row.id, { agreement_status: to });
});

const releaseInput = idParam.extend({
  releaseQuantity: z.coerce.number({ error: '请填写解押数量' }).positive('解押数量须大于0').max(1e7, '解押数量过大'),
  remark: z.string().trim().max(255, '备注不能超过255个字符').optional(),
});

/** An active supervision authorisation over the depot (for this pledge or any), valid today. */
function activeAuthorisation(ctx: Context, user: BladeUser, row: PledgeRow) {
  return ctx.db
    .prepare(`SELECT auth_no FROM tp_financesuperviseauth WHERE tenant_id = ? AND is_deleted = 0 AND auth_status = ? AND warehouse_name = ?
      AND (pledge_agreement_no IS NULL OR pledge_agreement_no = '' OR pledge_agreement_no = ?) AND (valid_from IS NULL OR valid_from = '' OR valid_from <= ?)`)
    .get(user.tenantId, AUTH.active, row.warehouse_name ?? '', row.agreement_no, today()) as { auth_no: string } | undefined;
}

// POST release {id, releaseQuantity[, remark]}: part of the collateral leaves the pledge, within its cover (collateral.ts);
// a completed 解押提货 record is kept.
export const releasePledge = step('release', releaseInput, (ctx, user, row, _to, input) => {
  const { releaseQuantity, remark } = input as z.infer<typeof releaseInput>;
  const record = ctx.db.prepare(`SELECT * FROM ${TABLE} WHERE id = ?`).get(row.id) as PledgeRecord;
  const loan = loanOfPledge(ctx.db, record);
  const exposure = exposureOf(ctx.db, loan);
  const outcome = applyRelease(
    {
      quantity: row.pledge_quantity,
      released: row.released_quantity ?? 0,
      pledgeType: row.pledge_type ?? PLEDGE_TYPE.static,
      minimumStock: row.minimum_stock ?? 0,
    },
    releaseQuantity,
    exposure.live,
  );
  if (typeof outcome === 'string') throw new ServiceError(outcome);
  const auth = activeAuthorisation(ctx, user, row);
  if (!auth) throw new ServiceError(`监管库点 ${row.warehouse_name || '-'} 没有有效的监管授权，不能解押出库`);
  const refusal = releaseRefusal(
    coverFigures(record, valuation(ctx.db, record), exposure, loanToValue(ctx.db, record)),
    record,
    releaseQuantity,
    exposure,
  );
  if (refusal) throw new ServiceError(refusal);
  updateRow(ctx, user, TABLE, row.id, { released_quantity: outcome.released, agreement_status: outcome.status });
  const now = formatDateTime();
  insertRow(ctx, user, 'tp_pickupgoods', {
    release_no: nextNumber(ctx, 'tp_pickupgoods', 'release_no', 'JY'),
    pledge_agreement_no: row.agreement_no,
    commodity_no: row.commodity_no ?? '',
    goods_name: '',
    owner_id: row.pledgor_id ?? '',
    owner_name: row.pledgor_name,
    warehouse_name: row.warehouse_name ?? '',
    apply_quantity: releaseQuantity,
    approved_quantity: releaseQuantity,
    apply_time: now,
    release_time: now,
    pickup_status: 5,
    remark: remark || `监管授权 ${auth.auth_no} 放行`,
  });
  if (row.commodity_no) {
    ctx.db
      .prepare(
        'UPDATE tp_goodscommodity SET pledged_quantity = ?, commodity_status = ?, update_time = ? WHERE tenant_id = ? AND commodity_no = ? AND is_deleted = 0',
      )
      .run(outcome.remaining, outcome.remaining === 0 ? 4 : 3, now, user.tenantId, row.commodity_no);
  }
  refreshCover(ctx.db, { tenantId: user.tenantId, userId: user.userId }, row.id);
});
