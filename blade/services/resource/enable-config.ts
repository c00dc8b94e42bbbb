import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { formatDateTime } from '../../db/time';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * POST /blade-resource/oss/enable?id= and /sms/enable?id= (BladeX OssServiceImpl.enable): every config
 * of the caller's tenant goes to status 1, this one to 2, so exactly one is active per tenant.
 */
export function enableConfig(table: 'blade_oss' | 'blade_sms', code: 'oss_enable' | 'sms_enable') {
  return (ctx: Context) => {
    requireCode(ctx.db, ctx.user, code);
    const id = ctx.query.get('id') ?? '';
    const tenant = ctx.user?.tenantId ?? '';
    return ctx.db.transaction(() => {
      const found = ctx.db.prepare(`SELECT id FROM ${table} WHERE id = ? AND tenant_id = ? AND is_deleted = 0`).get(id, tenant);
      if (!found) throw new ServiceError(id ? '未找到该配置' : BLADE_MESSAGES.missingId);
      const now = formatDateTime();
      const user = ctx.user?.userId ?? '';
      ctx.db
        .prepare(`UPDATE ${table} SET status = 1, update_user = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0 AND status <> 1`)
        .run(user, now, tenant);
      ctx.db.prepare(`UPDATE ${table} SET status = 2, update_user = ?, update_time = ? WHERE id = ?`).run(user, now, id);
      return R.status(true);
    })();
  };
}
