import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import { caller, parseInput } from '../trade/workflow/records';
import { esignProvider } from './active-provider';
import { pendingTasks } from './sign-tasks';
import { missingParameter } from '../../../domain/blade-messages';

/**
 * The platform's signing-identity screen (签约企业, menu fasccorp; docs/spec.md §7): GET fasc/getOpenIdList
 * (current, size), GET fasc/getCorpMemberList (openCorpId, current, size), POST fasc/corpGet (openCorpId),
 * POST fasc/corpUnbind (openCorpId). Each checks its button code.
 */
const paging = z.object({
  current: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce.number().int().min(1).max(200).catch(10),
});
const openCorpId = z.object({
  openCorpId: z
    .string({ error: missingParameter('openCorpId') })
    .trim()
    .min(1, missingParameter('openCorpId'))
    .max(64),
});
/** The grid's search: name (LIKE), idType_equal, bindStatus_equal; anything else is ignored. */
const filters = z.object({
  name: z.string().trim().max(100).optional().catch(undefined),
  idType_equal: z.enum(['corp', 'person']).optional().catch(undefined),
  bindStatus_equal: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
});

const SORTABLE = new Set([
  'name',
  'id_type',
  'open_id',
  'ident_no',
  'legal_rep_name',
  'bind_status',
  'auth_time',
  'unbind_time',
  'remark',
  'create_time',
]);

/** Blade's ascs/descs (comma-separated columns), limited to the list's columns; default kind, then newest. */
function orderBy(ctx: Context): string {
  const terms = (['ascs', 'descs'] as const).flatMap((param) =>
    (ctx.query.get(param) ?? '')
      .split(',')
      .map((column) => column.trim())
      .filter((column) => SORTABLE.has(column))
      .map((column) => `${column} ${param === 'ascs' ? 'ASC' : 'DESC'}`),
  );
  return [...terms, 'id_type', 'create_time DESC', 'id DESC'].join(', ');
}

/** GET fasc/getOpenIdList — the identities the platform holds (corporations and persons), newest first. */
export function getOpenIdList(ctx: Context) {
  const user = caller(ctx, 'fasccorp');
  const { current, size } = parseInput(ctx, paging);
  const query = parseInput(ctx, filters);
  const clauses = ['tenant_id = ?', 'is_deleted = 0'];
  const values: unknown[] = [user.tenantId];
  if (query.idType_equal) clauses.push('id_type = ?'), values.push(query.idType_equal);
  if (query.name) clauses.push("name LIKE ? ESCAPE '\\'"), values.push(`%${query.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (query.bindStatus_equal !== undefined) clauses.push('bind_status = ?'), values.push(query.bindStatus_equal);
  const where = clauses.join(' AND ');
  const total = (ctx.db.prepare(`SELECT COUNT(*) AS n FROM fasc_openid WHERE ${where}`).get(...values) as { n: number }).n;
  const rows = ctx.db
    .prepare(`SELECT * FROM fasc_openid WHERE ${where} ORDER BY ${orderBy(ctx)} LIMIT ? OFFSET ?`)
    .all(...values, size, (current - 1) * size) as Record<string, unknown>[];
  return R.data({ records: rows.map((row) => toVO(row)), total, size, current, pages: Math.ceil(total / size) });
}

/** GET fasc/getCorpMemberList — a corporation's members (who may sign or seal for it). */
export async function getCorpMemberList(ctx: Context) {
  const user = caller(ctx, 'fasccorp_members');
  const { current, size } = parseInput(ctx, paging);
  const input = parseInput(ctx, openCorpId);
  return R.data(await esignProvider(ctx.db).corpMembers(user.tenantId, input.openCorpId, current, size));
}

/** POST fasc/corpGet — a corporation's identity, authorisation and scope. */
export async function corpGet(ctx: Context) {
  const user = caller(ctx, 'fasccorp_info');
  const input = parseInput(ctx, openCorpId);
  return R.data(await esignProvider(ctx.db).corpGet(user.tenantId, input.openCorpId));
}

/**
 * POST fasc/corpUnbind — ends the platform's authorisation by the corporation. Refused while it has
 * contracts to sign (they could never complete); an unbound corporation is asked to sign nothing more.
 */
export async function corpUnbind(ctx: Context) {
  const user = caller(ctx, 'fasccorp_unbind');
  const input = parseInput(ctx, openCorpId);
  const corp = ctx.db
    .prepare("SELECT * FROM fasc_openid WHERE tenant_id = ? AND open_id = ? AND id_type = 'corp' AND is_deleted = 0")
    .get(user.tenantId, input.openCorpId) as { id: string; name: string; bind_status: number } | undefined;
  if (!corp) throw new ServiceError(`签约企业 ${input.openCorpId} 不存在`);
  if (corp.bind_status !== 1) throw new ServiceError(`当前状态不允许此操作: 签约企业「${corp.name}」已解除绑定`);
  const pending = pendingTasks(ctx.db, user.tenantId, input.openCorpId);
  if (pending.length > 0) {
    const named = pending
      .slice(0, 3)
      .map((row) => row.contract_no)
      .join('、');
    throw new ServiceError(
      `签约企业「${corp.name}」还有 ${pending.length} 份待签署合同（${named}${pending.length > 3 ? '等' : ''}），不能解除绑定`,
    );
  }
  await esignProvider(ctx.db).corpUnbind(user.tenantId, input.openCorpId);
  const now = formatDateTime();
  ctx.db
    .prepare('UPDATE fasc_openid SET bind_status = 0, unbind_time = ?, update_user = ?, update_time = ? WHERE id = ?')
    .run(now, user.userId, now, corp.id);
  return R.data(toVO(ctx.db.prepare('SELECT * FROM fasc_openid WHERE id = ?').get(corp.id) as Record<string, unknown>));
}
