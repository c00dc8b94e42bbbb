import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { requireCode } from '../../crud/permissions';
import { distributionRefusal, statusAfterDistribution } from './loan-distribution-rules';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

const id = z.union([z.string(), z.number()]).transform((value) => String(value).trim());
const partyStatus = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : Number(value)),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error: `${label}状态不正确` }).nullable(),
  );

const distributionSchema = z.object({
  id: id.refine(Boolean, BLADE_MESSAGES.missingId),
  firstPartyId: id.optional().default(''),
  firstPartyName: z.string({ error: '请填写甲方（资金方）' }).trim().min(1, '请填写甲方（资金方）').max(100, '甲方名称不能超过100个字符'),
  firstPartyStatus: partyStatus('甲方').transform((value) => value ?? 0),
  thirdPartyId: id.optional().default(''),
  thirdPartyName: z.string().trim().max(100, '丙方名称不能超过100个字符').optional().default(''),
  thirdPartyStatus: partyStatus('丙方').optional().default(null),
});

type Application = {
  id: string;
  loan_status: number;
  product_type: number;
  first_party_id: string | null;
  first_party_name: string | null;
};

function application(ctx: Context, applicationId: string) {
  return ctx.db
    .prepare(
      'SELECT id, loan_status, product_type, first_party_id, first_party_name FROM tp_financeloanapplication WHERE id = ? AND tenant_id = ? AND is_deleted = 0',
    )
    .get(applicationId, ctx.user?.tenantId ?? '') as Application | undefined;
}

// POST /blade-tradePort/financeloanapplication/distribution — names the funder (甲方) and supervisor (丙方); rules in loan-distribution-rules.
export function loanDistribution(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'financeloanapplication_distribute');
  const parsed = distributionSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  const data = parsed.data;
  // A third party is named by its name; the id travels with it when the caller picked a known one.
  const thirdPartyId = data.thirdPartyId || data.thirdPartyName;
  const distribution = {
    firstPartyStatus: data.firstPartyStatus,
    thirdPartyId,
    thirdPartyStatus: thirdPartyId ? (data.thirdPartyStatus ?? 0) : data.thirdPartyStatus,
  };
  return ctx.db.transaction(() => {
    const found = application(ctx, data.id);
    if (!found) throw new ServiceError('融资申请不存在或已删除');
    const refusal = distributionRefusal(Number(found.loan_status), Number(found.product_type), distribution);
    if (refusal) throw new ServiceError(refusal);
    const nextStatus = statusAfterDistribution(Number(found.product_type), distribution);
    ctx.db
      .prepare(
        `UPDATE tp_financeloanapplication SET first_party_id = ?, first_party_name = ?, first_party_status = ?, third_party_id = ?, third_party_name = ?,
         third_party_status = ?, loan_status = ?, update_user = ?, update_time = ? WHERE id = ?`,
      )
      .run(
        data.firstPartyId,
        data.firstPartyName,
        data.firstPartyStatus,
        data.thirdPartyId,
        data.thirdPartyName,
        thirdPartyId ? distribution.thirdPartyStatus : null,
        nextStatus,
        ctx.user?.userId ?? '',
        formatDateTime(),
        data.id,
      );
    return R.data({ loanStatus: nextStatus });
  })();
}

// GET /blade-tradePort/financeloanapplication/firstPartyName?id= — the funder currently named on the application ('' when none).
export function loanFirstPartyName(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'financeloanapplication');
  const applicationId = ctx.query.get('id');
  if (!applicationId) throw new ServiceError(BLADE_MESSAGES.missingId);
  const found = application(ctx, applicationId);
  if (!found) throw new ServiceError('融资申请不存在或已删除');
  return R.data(found.first_party_name ?? '');
}
