import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { hashPlainPassword } from '../../auth/password';
import { paramValue } from '../system/param-value';

/**
 * POST /blade-user/register-guest?tenantId&name&account&password&oauthId
 * A third-party-login user asks for an account. It is created without a role, so it cannot log in
 * (未获得用户的角色信息) until an administrator grants one: that is the "wait for approval" step.
 */
export function registerGuest(ctx: Context) {
  const field = (name: string) => (ctx.query.get(name) ?? String((ctx.body as Record<string, unknown>)?.[name] ?? '')).trim();
  const tenantId = field('tenantId');
  const account = field('account');
  const password = field('password');
  if (!tenantId || !account || !password) throw new ServiceError('缺少必要的请求参数');
  const tenant = ctx.db.prepare('SELECT tenant_id FROM blade_tenant WHERE tenant_id = ? AND is_deleted = 0').get(tenantId);
  if (!tenant) throw new ServiceError('租户信息错误!');
  if (paramValue(ctx.db, 'account.registerUser') !== 'true') throw new ServiceError('当前系统暂未开启注册功能!');
  const taken = ctx.db.prepare('SELECT 1 FROM blade_user WHERE tenant_id = ? AND account = ? AND is_deleted = 0').get(tenantId, account);
  if (taken) throw new ServiceError(`当前用户 [${account}] 已存在!`);
  const userId = nextId();
  const now = formatDateTime();
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, user_type, create_time, update_time)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      )
      .run(userId, tenantId, account, hashPlainPassword(password), field('name'), field('name'), now, now);
    const oauthId = field('oauthId');
    if (oauthId) ctx.db.prepare('UPDATE blade_user_oauth SET user_id = ? WHERE id = ?').run(userId, oauthId);
  })();
  return R.status(true);
}
