import { z } from 'zod';
import type { Context } from '../../http/router';
import type { BladeUser } from '../../auth/blade-user';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { placeholders, splitIds } from '../shared/rows';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

/**
 * A user's saved grid views (blade_user_view): per resource, a name and the grid's state as the screen keeps it in
 * its URL (lib/grid/grid-state.ts: filters, sort, page size, visible columns), at most one of them the default.
 * Every endpoint reads and writes only the caller's own rows in the caller's tenant: another user's id matches nothing.
 */
type ViewRow = { id: string; resource: string; name: string; state: string; is_default: number; update_time: string };

const resourceKey = z
  .string({ error: missingParameter('resource') })
  .trim()
  .min(1, missingParameter('resource'))
  .max(100);
const viewSchema = z.object({
  id: z.string().trim().optional(),
  resource: resourceKey,
  name: z.string({ error: '请输入视图名称' }).trim().min(1, '请输入视图名称').max(40, '视图名称不能超过40个字符'),
  state: z.string().max(4000, '视图内容过长'),
  isDefault: z.boolean().optional(),
});

const caller = (ctx: Context): BladeUser => {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  return ctx.user;
};

const toView = (row: ViewRow) => ({
  id: row.id,
  resource: row.resource,
  name: row.name,
  state: row.state,
  isDefault: row.is_default === 1,
  updateTime: row.update_time,
});

const ownViews = (ctx: Context, user: BladeUser, resource: string) =>
  ctx.db
    .prepare('SELECT * FROM blade_user_view WHERE tenant_id = ? AND user_id = ? AND resource = ? ORDER BY name')
    .all(user.tenantId, user.userId, resource) as ViewRow[];

/** GET /blade-user/view/list?resource= — the caller's views of one resource, by name. */
export function listViews(ctx: Context) {
  const user = caller(ctx);
  const resource = resourceKey.parse(ctx.query.get('resource') ?? '');
  return R.data(ownViews(ctx, user, resource).map(toView));
}

const clearDefault = (ctx: Context, user: BladeUser, resource: string) =>
  ctx.db
    .prepare('UPDATE blade_user_view SET is_default = 0 WHERE tenant_id = ? AND user_id = ? AND resource = ?')
    .run(user.tenantId, user.userId, resource);

/** POST /blade-user/view/submit — saves a view under its name (the same name replaces it); answers the saved view. */
export function submitView(ctx: Context) {
  const user = caller(ctx);
  const parsed = viewSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  const input = parsed.data;
  return ctx.db.transaction(() => {
    const now = formatDateTime();
    const named = ctx.db
      .prepare(
        'SELECT * FROM blade_user_view WHERE tenant_id = ? AND user_id = ? AND resource = ? AND (id = ? OR name = ?) ORDER BY id = ? DESC LIMIT 1',
      )
      .get(user.tenantId, user.userId, input.resource, input.id ?? '', input.name, input.id ?? '') as ViewRow | undefined;
    if (input.id && named?.id !== input.id) throw new ServiceError('视图不存在');
    if (input.isDefault) clearDefault(ctx, user, input.resource);
    const id = named?.id ?? nextId();
    if (named) {
      const clash = ctx.db
        .prepare('SELECT 1 FROM blade_user_view WHERE tenant_id = ? AND user_id = ? AND resource = ? AND name = ? AND id <> ?')
        .get(user.tenantId, user.userId, input.resource, input.name, id);
      if (clash) throw new ServiceError('已有同名视图');
      ctx.db
        .prepare('UPDATE blade_user_view SET name = ?, state = ?, is_default = COALESCE(?, is_default), update_time = ? WHERE id = ?')
        .run(input.name, input.state, input.isDefault === undefined ? null : Number(input.isDefault), now, id);
    } else {
      ctx.db
        .prepare(
          'INSERT INTO blade_user_view (id, tenant_id, user_id, resource, name, state, is_default, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(id, user.tenantId, user.userId, input.resource, input.name, input.state, Number(input.isDefault ?? false), now, now);
    }
    return R.data(toView(ctx.db.prepare('SELECT * FROM blade_user_view WHERE id = ?').get(id) as ViewRow));
  })();
}

/** POST /blade-user/view/default {id, isDefault} — makes the view the resource's default (or no longer). */
export function setDefaultView(ctx: Context) {
  const user = caller(ctx);
  const parsed = z.object({ id: z.string().trim().min(1, '视图不存在'), isDefault: z.boolean().default(true) }).safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  return ctx.db.transaction(() => {
    const view = ctx.db
      .prepare('SELECT * FROM blade_user_view WHERE id = ? AND tenant_id = ? AND user_id = ?')
      .get(parsed.data.id, user.tenantId, user.userId) as ViewRow | undefined;
    if (!view) throw new ServiceError('视图不存在');
    clearDefault(ctx, user, view.resource);
    if (parsed.data.isDefault) ctx.db.prepare('UPDATE blade_user_view SET is_default = 1 WHERE id = ?').run(view.id);
    return R.status(true);
  })();
}

/** POST /blade-user/view/remove?ids= — deletes the caller's own views among the ids. */
export function removeViews(ctx: Context) {
  const user = caller(ctx);
  const ids = splitIds(ctx.query.get('ids'));
  if (ids.length === 0) throw new ServiceError(missingParameter('ids'));
  ctx.db
    .prepare(`DELETE FROM blade_user_view WHERE tenant_id = ? AND user_id = ? AND id IN (${placeholders(ids.length)})`)
    .run(user.tenantId, user.userId, ...ids);
  return R.status(true);
}
