import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { placeholders } from '../shared/rows';
import { renderSms, type SmsConfig } from './sms-template';

/** At most this many recipients per call (Aliyun's batch limit is 1000; a back-office send is small). */
const MAX_PHONES = 100;
const SMS_TYPE_NOTICE = 2;
const SENT = 1;

const input = z.object({
  code: z.string().trim().max(32).optional(),
  phones: z.string({ error: '手机号不能为空' }).trim().min(1, '手机号不能为空'),
  params: z.string().trim().optional(),
});

function parseParams(text: string | undefined): Record<string, string> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ServiceError('短信参数须为JSON对象');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new ServiceError('短信参数须为JSON对象');
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
}

/**
 * POST /blade-resource/sms/endpoint/send-message?code&phones&params (BladeX SmsEndpoint.sendMessage):
 * the config `code` of the caller's tenant (or its enabled one when no code), phones comma-separated,
 * params a JSON object for the template. The local channel records one user-SMS row per phone
 * (tp_usersms: visible on 用户短信 and in the recipient's inbox) with the rendered text.
 */
export function sendMessage(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'sms_send');
  const parsed = input.safeParse(Object.fromEntries(ctx.query));
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0].message);
  const tenant = ctx.user?.tenantId ?? '';
  const config = (
    parsed.data.code
      ? ctx.db.prepare('SELECT * FROM blade_sms WHERE sms_code = ? AND tenant_id = ? AND is_deleted = 0').get(parsed.data.code, tenant)
      : ctx.db.prepare('SELECT * FROM blade_sms WHERE status = 2 AND tenant_id = ? AND is_deleted = 0').get(tenant)
  ) as SmsConfig | undefined;
  if (!config) throw new ServiceError('未找到短信配置');
  const phones = [
    ...new Set(
      parsed.data.phones
        .split(',')
        .map((phone) => phone.trim())
        .filter(Boolean),
    ),
  ];
  const bad = phones.find((phone) => !/^1[3-9]\d{9}$/.test(phone));
  if (bad) throw new ServiceError(`手机号格式不正确: ${bad}`);
  if (phones.length === 0) throw new ServiceError('手机号不能为空');
  if (phones.length > MAX_PHONES) throw new ServiceError(`单次最多发送${MAX_PHONES}个手机号`);
  const { content, missing } = renderSms(config, parseParams(parsed.data.params));
  if (missing.length) throw new ServiceError(`缺少模板参数: ${missing.join(', ')}`);

  const users = ctx.db
    .prepare(
      `SELECT id, phone, real_name FROM blade_user WHERE tenant_id = ? AND is_deleted = 0 AND phone IN (${placeholders(phones.length)})`,
    )
    .all(tenant, ...phones) as { id: string; phone: string; real_name: string }[];
  const byPhone = new Map(users.map((user) => [user.phone, user]));
  const now = formatDateTime();
  const sender = ctx.user?.userId ?? '';
  const insert = ctx.db.prepare(
    `INSERT INTO tp_usersms (id, tenant_id, phone, user_id, user_name, sms_type, template_code, content, biz_no, send_time, send_status, fail_reason,
       create_user, create_dept, create_time, update_user, update_time, status, is_deleted)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, '', ?, '', ?, ?, ?, 1, 0)`,
  );
  ctx.db.transaction(() => {
    for (const phone of phones) {
      const user = byPhone.get(phone);
      insert.run(
        nextId(),
        tenant,
        phone,
        user?.id ?? '',
        user?.real_name ?? '',
        SMS_TYPE_NOTICE,
        config.template_id,
        content,
        now,
        SENT,
        sender,
        now,
        sender,
        now,
      );
    }
  })();
  return R.success('发送成功!');
}
