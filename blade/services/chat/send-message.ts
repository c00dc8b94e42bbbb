import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import { publish } from './hub';
import { privateConversationId } from './conversation';
import { goEasyConfig, relayToGoEasy } from './goeasy-relay';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

const goEasy = goEasyConfig();

/** Longest text one message may carry (GoEasy's own limit is 3 KB of payload; Chinese text stays well under). */
export const MAX_CONTENT = 1000;

const sendBody = z.object({
  receiverId: z.string({ error: missingParameter('receiverId') }).regex(/^\d{1,20}$/, missingParameter('receiverId')),
  content: z.string().trim().min(1, '消息内容不能为空').max(MAX_CONTENT, `消息内容不能超过${MAX_CONTENT}个字符`),
});

/**
 * POST /go-easy/imhistory/send `{receiverId, content}`: stores a private text message in the chat
 * history (tp_imhistory, the table GoEasy's history sync fills in Blade) and pushes it to both
 * parties' open streams. The sender is always the caller; the receiver must be a user of the same tenant.
 */
export function sendMessage(ctx: Context) {
  const user = ctx.user;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const parsed = sendBody.safeParse(ctx.body);
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0].message);
  const { receiverId, content } = parsed.data;
  if (receiverId === user.userId) throw new ServiceError('不能给自己发送消息');
  const receiver = ctx.db
    .prepare('SELECT id, real_name, name FROM blade_user WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
    .get(receiverId, user.tenantId) as { id: string; real_name: string; name: string } | undefined;
  if (!receiver) throw new ServiceError('用户不存在');
  const sender = ctx.db.prepare('SELECT real_name, name FROM blade_user WHERE id = ?').get(user.userId) as
    | { real_name: string; name: string }
    | undefined;

  const now = formatDateTime();
  const row = {
    id: nextId(),
    tenant_id: user.tenantId,
    message_id: `msg-${nextId()}`,
    conversation_id: privateConversationId(user.userId, receiverId),
    conversation_type: 'private',
    sender_id: user.userId,
    sender_name: sender?.real_name || sender?.name || user.userName,
    receiver_id: receiverId,
    receiver_name: receiver.real_name || receiver.name,
    message_type: 'text',
    content,
    send_time: now,
    is_read: 0,
    read_time: null,
    create_user: user.userId,
    create_dept: user.deptId.split(',')[0] ?? '',
    create_time: now,
    update_user: user.userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  const columns = Object.keys(row);
  ctx.db
    .prepare(`INSERT INTO tp_imhistory (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .run(...Object.values(row));
  const { tenant_id: _tenant, is_deleted: _deleted, ...visible } = row;
  const message = toVO(visible);
  publish(user.tenantId, [user.userId, receiverId], { event: 'message', id: row.id, data: message });
  if (goEasy) {
    void relayToGoEasy(goEasy, { senderId: user.userId, receiverId, payload: message }).then((ok) => {
      if (!ok) console.error(`[chat] GoEasy did not accept message ${row.id}`);
    });
  }
  return R.data(message);
}
