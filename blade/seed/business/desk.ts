/** Due-date reminders tied to the finance seed's documents (three fall within the next three days) and chat history. */
import type { Db } from '../../db/open';
import { at, idOf, inserter } from './helpers';
import type { TradeRefs } from './trade-refs';
import { applicantOf, loanApplicationNo, releaseNo } from './finance-loans';
import { demoFileLink } from '../../services/resource/demo-files';

const reminderId = idOf(94);
const messageId = idOf(95);

export function seedDesk(db: Db, refs: TradeRefs): void {
  seedReminders(db, refs);
  seedChatHistory(db, refs);
}

/** The desk's due-date reminders (tp_upcominglog): three fall within the next three days, two are handled. */
function seedReminders(db: Db, refs: TradeRefs): void {
  const order = (index: number) => orderAt(refs, index);
  const insertReminder = inserter(db, 'tp_upcominglog');
  // [title, upcoming_type, related no, customer, due days, due time, content, handler, remind_status]
  const reminders: [string, number, string, string, number, string, string, string, number][] = [
    [
      '企业认证营业执照今日到期',
      5,
      'corp007',
      refs.companies[6 % refs.companies.length].name,
      0,
      '17:00:00',
      '营业执照有效期至今日，请提醒客户上传新证，逾期将暂停交易权限。',
      '钱晓红',
      0,
    ],
    [
      '解押提货单即将失效',
      3,
      releaseNo(2),
      applicantOf(refs, 5).name,
      1,
      '18:00:00',
      '解押提货单已还款待放行，请监管方在有效期内完成出库放行。',
      '陈交易',
      0,
    ],
    [
      '借款合同签署截止',
      1,
      'JK20260004',
      applicantOf(refs, 3).name,
      2,
      '12:00:00',
      '借款合同待双方签署，请督促资金方与借款人完成电子签章。',
      '张经理',
      0,
    ],
    [
      '融资已逾期未还',
      2,
      loanApplicationNo(6),
      applicantOf(refs, 6).name,
      -20,
      '23:59:59',
      '融资到期未还款，已发送催收短信，请跟进还款计划并评估质物处置。',
      '张经理',
      0,
    ],
    [
      '质押协议到期',
      4,
      'ZY20260006',
      applicantOf(refs, 5).name,
      120,
      '23:59:59',
      '质押协议到期，请确认借款人还款及解押安排。',
      '张经理',
      0,
    ],
    [
      '监管授权到期',
      6,
      'JG20260005',
      applicantOf(refs, 4).name,
      164,
      '23:59:59',
      '监管授权书到期前需续签，否则监管方无法办理出库放行。',
      '陈交易',
      0,
    ],
    [
      '购销合同交货期截止',
      1,
      order(2).orderNo,
      order(2).buyerName,
      10,
      '17:00:00',
      '订单约定交货期截止，请确认卖方发货进度。',
      '陈交易',
      1,
    ],
    ['提货期限已过', 3, order(1).orderNo, order(1).buyerName, -3, '17:00:00', '买方已于期限前完成提货，提醒已处理。', '陈交易', 1],
  ];
  reminders.forEach(([title, type, relatedNo, customer, days, time, content, handler, status], index) => {
    const created = at(Math.min(days - 3, -1), '09:00:00');
    insertReminder(
      {
        id: reminderId(index + 1),
        title,
        remind_type: type,
        related_no: relatedNo,
        customer_name: customer,
        due_time: at(days, time),
        remind_time: created,
        content,
        handler,
        handle_status: status,
      },
      created,
    );
  });
}

const orderAt = (refs: TradeRefs, index: number) => refs.orders[index % refs.orders.length];

/** A week of chat (tp_imhistory) about the first order: buyer and seller, the buyer and support, a grower and support. */
function seedChatHistory(db: Db, refs: TradeRefs): void {
  const deal = orderAt(refs, 0);
  const buyer = { id: deal.buyerId, name: deal.buyerName };
  const seller = { id: deal.sellerId, name: deal.sellerName };
  const service = { id: '1123598821738675205', name: '平台客服-陈交易' };
  const grower = { id: 'wangdefu', name: '王德福' };
  const product = deal.goodsName.split('·')[0];
  const privateId = (a: string, b: string) => `private:${[a, b].sort().join('_')}`;
  const insertMessage = inserter(db, 'tp_imhistory');
  // [from, to, message type, content, days, time, read]
  const messages: [typeof service, typeof service, string, string, number, string, number][] = [
    [buyer, seller, 'text', `您好，贵司挂牌的${product}还有货吗？我们需要${deal.quantity}吨左右。`, -6, '09:12:03', 1],
    [seller, buyer, 'text', '有的，库里现货，水分13.8%，可以先看质检报告。', -6, '09:15:40', 1],
    [seller, buyer, 'file', demoFileLink('inspection-report.pdf'), -6, '09:16:02', 1],
    [buyer, seller, 'text', `价格能到${Math.round(deal.unitPrice - 20)}吗？我们自提。`, -6, '09:30:18', 1],
    [seller, buyer, 'goods', JSON.stringify({ goodsName: product, unitPrice: deal.unitPrice, quantity: deal.quantity }), -6, '09:33:51', 1],
    [buyer, seller, 'order', JSON.stringify({ orderNo: deal.orderNo, amount: deal.amount }), -5, '14:02:27', 1],
    [buyer, service, 'text', '请问保证金缴纳后多久能确认？', -5, '14:10:09', 1],
    [service, buyer, 'text', '银行到账后30分钟内自动确认，您可在资金流水中查看。', -5, '14:12:45', 1],
    [grower, service, 'text', '我是个人种植户，认证需要上传哪些材料？', -2, '20:05:33', 1],
    [service, grower, 'text', '需要身份证正反面和银行卡信息，审核一般1个工作日。', -1, '08:40:10', 0],
    [grower, service, 'image', demoFileLink('grower-corn-sample.png'), -1, '08:52:36', 0],
    [grower, service, 'text', '这是我家今年的玉米，大概200吨，平台能帮忙卖吗？', -1, '08:53:20', 0],
  ];
  messages.forEach(([from, to, type, content, days, time, read], index) => {
    const sent = at(days, time);
    insertMessage(
      {
        id: messageId(index + 1),
        message_id: `msg-${sent.replace(/\D/g, '')}-${index + 1}`,
        conversation_id: privateId(from.id, to.id),
        conversation_type: 'private',
        sender_id: from.id,
        sender_name: from.name,
        receiver_id: to.id,
        receiver_name: to.name,
        message_type: type,
        content,
        send_time: sent,
        is_read: read,
        read_time: read ? at(days, time.replace(/:(\d{2})$/, ':59')) : '',
      },
      sent,
    );
  });
}
