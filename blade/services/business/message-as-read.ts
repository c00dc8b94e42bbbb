import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { hasCode } from '../../crud/permissions';
import { placeholders, splitIds } from '../shared/rows';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

/** Most ids one call may mark (a "mark all" sends the unread ids it listed). */
const MAX_IDS = 1000;

/**
 * POST /go-easy/imhistory/messageAsRead, JSON body `{ ids: string[] | "id1,id2" }` (or `{ id }`).
 *
 * The spec lists the endpoint with a body but not its shape; ids are what every caller can send (the
 * chat-history screen's 标为已读 button and the top bar's messages tab). A message is marked read for
 * its receiver; the chat-history auditors (button `imhistory_read`) may mark any message of the
 * tenant. Ids the caller may not mark, unknown, deleted or already read are skipped, not refused,
 * so a "mark all" racing with a new message still succeeds.
 */
export function messageAsRead(ctx: Context) {
  const user = ctx.user;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const ids = bodyIds(ctx.body);
  if (ids.length === 0) throw new ServiceError(missingParameter('ids'));
  if (ids.length > MAX_IDS) throw new ServiceError(`一次最多标记${MAX_IDS}条消息`);
  const auditor = hasCode(ctx.db, user, 'imhistory_read');
  const now = formatDateTime();
  ctx.db
    .prepare(
      `UPDATE tp_imhistory SET is_read = 1, read_time = ?, update_user = ?, update_time = ?
       WHERE tenant_id = ? AND is_deleted = 0 AND COALESCE(is_read, 0) <> 1 AND id IN (${placeholders(ids.length)})
       ${auditor ? '' : 'AND receiver_id = ?'}`,
    )
    .run(now, user.userId, now, user.tenantId, ...ids, ...(auditor ? [] : [user.userId]));
  return R.status(true);
}

function bodyIds(body: unknown): string[] {
  if (!body || typeof body !== 'object') return [];
  const { ids, id } = body as { ids?: unknown; id?: unknown };
  const list = Array.isArray(ids) ? ids.map(String) : splitIds(ids ?? id);
  return [...new Set(list.map((value) => value.trim()).filter((value) => /^\d{1,20}$/.test(value)))];
}
