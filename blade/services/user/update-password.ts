import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { matchesStoredPassword, sha1Hex } from '../../auth/password';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

const MD5 = /^[a-f0-9]{32}$/i;

/**
 * POST /blade-user/update-password?oldPassword&newPassword&newPassword1 — the caller's own password.
 * The browser sends md5 hex (as for login); BladeX compares DigestUtil.encrypt(old) = sha1(md5) with
 * the stored hash and answers with its ServiceException messages, checked in its order.
 */
export function updatePassword(ctx: Context) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const field = (name: string) => ctx.query.get(name) ?? String((ctx.body as Record<string, unknown> | null)?.[name] ?? '');
  const oldPassword = field('oldPassword');
  const newPassword = field('newPassword');
  const newPassword1 = field('newPassword1');
  if (!oldPassword || !newPassword || !newPassword1) throw new ServiceError(BLADE_MESSAGES.missingParameters);
  if (![oldPassword, newPassword, newPassword1].every((value) => MD5.test(value))) throw new ServiceError('密码格式不正确');
  const user = ctx.db
    .prepare('SELECT password FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(ctx.user.userId, ctx.user.tenantId) as { password: string } | undefined;
  if (!user) throw new ServiceError('用户不存在');
  if (newPassword.toLowerCase() !== newPassword1.toLowerCase()) throw new ServiceError('请输入正确的确认密码!');
  if (!matchesStoredPassword(oldPassword, user.password)) throw new ServiceError('原密码不正确!');
  const result = ctx.db
    .prepare('UPDATE blade_user SET password = ?, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ?')
    .run(sha1Hex(newPassword.toLowerCase()), ctx.user.userId, formatDateTime(), ctx.user.userId, ctx.user.tenantId);
  return R.status(result.changes === 1);
}
