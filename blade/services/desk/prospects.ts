import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { placeholders } from '../shared/rows';
import { caller, idParam, parseInput } from '../trade/workflow/records';
import { assertProspectAction } from './machines';
import { isValidUscc } from './identity-check';
import { answerRow, findRow, updateRow } from './review-rows';

/**
 * POST /blade-user/intendedcustomers/toReal {id, creditCode[, shortName, legalPerson]}: a prospect becomes a real
 * customer: its customer profile (tp_consumerdetails, the companies orders name as buyer or seller) is created
 * once, the prospect is marked 已转化 and points at it. A second call is refused by the state machine.
 */
const TABLE = 'tp_intendedcustomers';
type ProspectRow = {
  id: string;
  customer_name: string;
  customer_type: number | null;
  contact_name: string | null;
  contact_phone: string | null;
  province: string | null;
  city: string | null;
  follow_status: number | null;
  converted_customer_id: string | null;
  remark: string | null;
};

const input = idParam.extend({
  creditCode: z
    .string({ error: '请输入统一社会信用代码' })
    .trim()
    .toUpperCase()
    .min(1, '请输入统一社会信用代码')
    .refine(isValidUscc, '统一社会信用代码格式或校验位不正确'),
  shortName: z.string().trim().max(20, '简称不能超过20个字符').optional(),
  legalPerson: z.string().trim().max(50, '法定代表人不能超过50个字符').optional(),
});

export function prospectToReal(ctx: Context) {
  const user = caller(ctx, 'intendedcustomers_toreal');
  const values = parseInput(ctx, input);
  ctx.db.transaction(() => {
    const row = findRow<ProspectRow>(ctx, user, TABLE, values.id, '意向客户不存在或已删除');
    const to = assertProspectAction('toReal', { title: row.customer_name, status: row.follow_status ?? 0 });
    if (row.converted_customer_id) throw new ServiceError(`意向客户 ${row.customer_name} 已转为正式客户`);
    const taken = ctx.db
      .prepare(
        'SELECT company_name, credit_code FROM tp_consumerdetails WHERE tenant_id = ? AND is_deleted = 0 AND (company_name = ? OR credit_code = ?)',
      )
      .get(user.tenantId, row.customer_name, values.creditCode) as { company_name: string; credit_code: string } | undefined;
    if (taken) throw new ServiceError(taken.company_name === row.customer_name ? '当前企业名称已存在!' : '当前统一社会信用代码已存在!');
    // An approved verification of the same company carries over to its profile.
    const auth = ctx.db
      .prepare(
        'SELECT auth_status FROM tp_userauth WHERE tenant_id = ? AND credit_code = ? AND is_deleted = 0 ORDER BY apply_time DESC LIMIT 1',
      )
      .get(user.tenantId, values.creditCode) as { auth_status: number } | undefined;
    const now = formatDateTime();
    const customerId = nextId();
    const customer: Record<string, unknown> = {
      id: customerId,
      tenant_id: user.tenantId,
      company_name: row.customer_name,
      short_name: values.shortName ?? '',
      credit_code: values.creditCode,
      customer_type: row.customer_type,
      trade_role: 1,
      legal_person: values.legalPerson ?? '',
      contact_name: row.contact_name ?? '',
      contact_phone: row.contact_phone ?? '',
      email: '',
      province: row.province ?? '',
      city: row.city ?? '',
      address: '',
      bank_name: '',
      bank_account: '',
      auth_status: auth?.auth_status ?? 0,
      remark: `由意向客户转入 (${now.slice(0, 10)})`,
      create_user: user.userId,
      create_dept: user.deptId ?? '',
      create_time: now,
      update_user: user.userId,
      update_time: now,
      status: 1,
      is_deleted: 0,
    };
    const columns = Object.keys(customer);
    ctx.db
      .prepare(`INSERT INTO tp_consumerdetails (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`)
      .run(...Object.values(customer));
    updateRow(ctx, user, TABLE, row.id, { follow_status: to, converted_customer_id: customerId, last_follow_time: now });
  })();
  return answerRow(ctx, TABLE, values.id);
}
