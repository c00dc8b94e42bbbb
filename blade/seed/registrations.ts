import type { Db } from '../db/open';
import { seedId } from '../db/ids';
import { formatDateTime } from '../db/time';
import { hashPlainPassword } from '../auth/password';

/**
 * Guest registrations waiting for approval (用户审核), one per tenant: each came in through a third-party login
 * (blade_user_oauth) and registered as services/user/register-guest.ts records it (status 0, no role, no department).
 * Ids from 22-900 (the notices use the start of block 22).
 */
const REGISTRATIONS = [
  {
    tenantId: '000000',
    account: 'liuxiaomai',
    name: '刘小麦',
    source: 'gitee',
    uuid: '8823561',
    company: '河南周口豫丰粮油有限公司',
    days: 2,
  },
  {
    tenantId: '100001',
    account: 'fengxuemei',
    name: '冯雪梅',
    source: 'gitee',
    uuid: '8823907',
    company: '河北保定冀粮饲料有限公司',
    days: 1,
  },
];

export function seedRegistrations(db: Db): void {
  REGISTRATIONS.forEach((guest, index) => {
    const userId = seedId(22, 900 + index * 2 + 1);
    const at = formatDateTime(new Date(Date.now() - guest.days * 86_400_000));
    db.prepare(`INSERT INTO blade_user (id, tenant_id, account, password, name, real_name, avatar, user_type, status, create_time, update_time)
      VALUES (?, ?, ?, ?, ?, ?, '', 1, 0, ?, ?)`).run(
      userId,
      guest.tenantId,
      guest.account,
      hashPlainPassword(guest.account),
      guest.name,
      guest.name,
      at,
      at,
    );
    db.prepare(
      'INSERT INTO blade_user_oauth (id, tenant_id, uuid, user_id, username, nickname, avatar, company, source) VALUES (?,?,?,?,?,?,?,?,?)',
    ).run(seedId(22, 900 + index * 2 + 2), guest.tenantId, guest.uuid, userId, guest.account, guest.name, '', guest.company, guest.source);
  });
}
