import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

/**
 * GET /go-easy/imhistory/contact?userId=: who the other party of a private chat is (name and avatar
 * for the conversation's header), for any user of the caller's tenant; nothing else of the user shows.
 */
export function chatContact(ctx: Context) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const userId = ctx.query.get('userId') ?? '';
  if (!/^\d{1,20}$/.test(userId)) throw new ServiceError(missingParameter('userId'));
  const row = ctx.db
    .prepare('SELECT id, account, real_name, name, avatar FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(userId, ctx.user.tenantId) as { id: string; account: string; real_name: string; name: string; avatar: string | null } | undefined;
  if (!row) throw new ServiceError('用户不存在');
  return R.data({ userId: row.id, account: row.account, name: row.real_name || row.name, avatar: row.avatar ?? '' });
}
