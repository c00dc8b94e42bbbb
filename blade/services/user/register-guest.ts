import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { hashPlainPassword } from '../../auth/password';
import { paramValue } from '../system/param-value';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * POST /blade-user/register-guest?tenantId&name&account&password&oauthId (BladeX UserServiceImpl.registerGuest):
 * a third-party-login user asks for an account of their own. The user is created pending (status 0,
 * no role) and bound to the oauth identity; it can sign in (password or social) once an administrator
 * approves it (POST /blade-user/audit-pass), which also grants the registration role.
 */
export function registerGuest(ctx: Context) {
  const field = (name: string) => (ctx.query.get(name) ?? String((ctx.body as Record<string, unknown>)?.[name] ?? '')).trim();
  const tenantId = field('tenantId');
  const account = field('account');
  const password = field('password');
  const name = field('name');
  if (!tenantId || !account || !password) throw new ServiceError(BLADE_MESSAGES.missingParameters);
  if (account.length > 45 || name.length > 20 || password.length > 45) throw new ServiceError('参数长度超出限制');
  const tenant = ctx.db.prepare('SELECT tenant_id FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId);
  if (!tenant) throw new ServiceError('租户信息错误!');
  if (paramValue(ctx.db, 'account.registerUser') !== 'true') throw new ServiceError('当前系统暂未开启注册功能!');
  const oauth = ctx.db.prepare('SELECT id, user_id, avatar, tenant_id FROM blade_user_oauth WHERE id = ?').get(field('oauthId')) as
    | { id: string; user_id: string | null; avatar: string | null; tenant_id: string }
    | undefined;
  if (!oauth || oauth.tenant_id !== tenantId) throw new ServiceError('第三方登陆信息错误!');
  if (oauth.user_id) throw new ServiceError('该第三方账号已绑定用户,请勿重复注册!');
  const taken = ctx.db.prepare('SELECT 1 FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0').get(tenantId, account);
  if (taken) throw new ServiceError(`当前用户 [${account}] 已存在!`);
  const userId = nextId();
  const now = formatDateTime();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, avatar, user_type, status, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?)`,
      )
      .run(userId, tenantId, account, hashPlainPassword(password), name, name, oauth.avatar ?? '', now, now);
    ctx.db.prepare('UPDATE blade_user_oauth SET user_id = ? WHERE id = ? AND user_id IS NULL').run(userId, oauth.id);
  })();
  return R.status(true);
}
