/**
 * What lands in the staff's top-bar inbox: a dozen notices across the `notice` categories released over
 * the last weeks (one scheduled ahead), chat messages addressed to the administrator and HR, and the
 * SMS the platform sent to the administrator's phone. Times are relative to the seeding moment.
 */
import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { idOf, inserter, MAIN_TENANT, OTHER_TENANT } from './helpers';
import { USERS } from '../system';
import type { TradeRefs } from './trade-refs';

const HOUR_MS = 3_600_000;
const ADMIN = { id: '1123598821738675201', name: '管理员', phone: '13800000001' };
const HR = { id: '1123598821738675202', name: '李人事' };
const MANAGER = { id: '1123598821738675203', name: '张经理' };
const TRADER = { id: '1123598821738675205', name: '平台客服-陈交易' };

const messageId = idOf(95, 500);
const smsId = idOf(91, 800);

/** `yyyy-MM-dd HH:mm:ss` (Shanghai) `hours` before now; negative = ahead. */
const hoursAgo = (hours: number) => formatDateTime(new Date(Date.now() - hours * HOUR_MS));

/** [title, category (dict notice 1–6), hours since release, content, tenant (the platform's unless named)] */
const NOTICES: [string, number, number, string, string?][] = [
  ['关于启用平台消息提醒功能的通知', 1, 2, '即日起后台右上角铃铛集中展示邮件、消息和通知，未读数量实时更新，请各岗位及时查阅处理。'],
  ['2026年秋粮收购工作会议通知', 6, 5, '定于本周五上午9:30在三楼会议室召开秋粮收购工作会议，请各交易部门负责人携收购进度表参会。'],
  ['关于调整小麦最低收购价的通知', 4, 20, '自本月起，三等小麦最低收购价调整为每吨2380元，挂牌价低于该价格的商品将暂停上架。'],
  ['平台系统升级维护公告', 1, 30, '本周六 22:00 至次日 02:00 进行系统维护，期间暂停挂牌、下单和提货确认，已生成订单不受影响。'],
  ['转发《关于做好粮食质量安全监管工作的通知》', 3, 60, '请质检与仓储部门对照通知要求，加强入库检验和在库质量巡查，发现问题及时上报。'],
  ['批转财务部《融资业务风险排查方案》', 2, 84, '现将财务部融资业务风险排查方案批转各部门，请于月底前完成存量质押和借款合同的自查。'],
  ['关于任命华东交易部负责人的通知', 5, 120, '经研究决定，任命张经理为华东交易部负责人，全面负责华东区域的粮食交易业务。'],
  ['玉米临储拍卖交易安排的通知', 4, 168, '下周二起每周二、四开展玉米临储拍卖，参与企业需提前缴纳履约保证金并完成企业认证。'],
  ['2026年第三季度交易结算工作会议通知', 6, 240, '请财务部、交易部于下周一下午2点参加三季度结算对账会议，准备本部门未结算订单清单。'],
  ['关于规范电子合同签署流程的通知', 1, 384, '所有购销合同须通过平台电子签章完成签署，线下纸质合同不再作为结算依据。'],
  [
    '转发《国家粮食和物资储备局关于做好秋粮收购工作的通知》',
    3,
    600,
    '请各部门认真学习通知精神，做好秋粮收购期间的价格监测和库容保障工作。',
  ],
  ['2026年秋粮收购工作通知', 1, 960, '各交易部门：秋粮收购工作已全面启动，请按质论价、优质优价，严禁压级压价。'],
  ['关于年末结算期间暂停出入库的通知', 1, -72, '年末结算期间（12月30日至1月2日）暂停办理出入库，请提前安排提货计划。'],
  ['华北粮贸新麦收购启动通知', 1, 12, '石家庄正定粮库新麦收购即日启动，二等小麦收购价2440元/吨，送到厂客户按入库磅结算。', OTHER_TENANT],
  ['天津港北疆港区堆场作业安排', 6, 48, '本周四至周六港区堆场集中平仓装船，期间暂停散货入场，请提前预约提货。', OTHER_TENANT],
];

export function seedInbox(db: Db, refs: TradeRefs, otherRefs: TradeRefs): void {
  seedNotices(db);
  seedMessages(db, refs);
  seedOtherTenantMessages(db, otherRefs);
  seedSms(db);
}

function seedNotices(db: Db): void {
  const insert = inserter(db, 'blade_notice');
  NOTICES.forEach(([title, category, hours, content, tenant], index) => {
    const released = hoursAgo(hours);
    // A notice scheduled ahead was written before its release; the others when they were released.
    insert(
      { id: seedId(22, index + 1), tenant_id: tenant ?? MAIN_TENANT, title, category, release_time: released, content },
      hours < 0 ? hoursAgo(1) : released,
    );
  });
}

function seedMessages(db: Db, refs: TradeRefs): void {
  const deal = refs.orders[3 % refs.orders.length];
  const buyer = { id: deal.buyerId, name: deal.buyerName };
  const insert = inserter(db, 'tp_imhistory');
  // [from, to, message type, content, hours ago, read]
  const messages: [typeof ADMIN | typeof buyer, typeof ADMIN | typeof buyer, string, string, number, boolean][] = [
    [TRADER, ADMIN, 'text', '管理员您好，王德福的个人认证资料已经齐全，麻烦今天帮忙审核一下。', 3, false],
    [ADMIN, TRADER, 'text', '收到，下午统一处理。', 2.5, true],
    [MANAGER, ADMIN, 'text', '本周东北玉米挂牌价需要上调20元/吨，报价单已上传，请审批。', 26, false],
    [buyer, ADMIN, 'order', JSON.stringify({ orderNo: deal.orderNo, amount: deal.amount }), 50, false],
    [TRADER, ADMIN, 'text', '上周的保证金对账已完成，系统与银行流水无差异。', 100, true],
    [MANAGER, HR, 'text', '下周华东交易部有两位新同事入职，请提前开通后台账号。', 22, false],
  ];
  messages.forEach(([from, to, type, content, hours, read], index) => {
    const sent = hoursAgo(hours);
    insert(
      {
        id: messageId(index + 1),
        message_id: `msg-${sent.replace(/\D/g, '')}-inbox-${index + 1}`,
        conversation_id: `private:${[from.id, to.id].sort().join('_')}`,
        conversation_type: 'private',
        sender_id: from.id,
        sender_name: from.name,
        receiver_id: to.id,
        receiver_name: to.name,
        message_type: type,
        content,
        send_time: sent,
        is_read: read ? 1 : 0,
        read_time: read ? hoursAgo(hours - 0.2) : '',
      },
      sent,
    );
  });
}

/** 华北粮贸's buyer asks its administrator about a delivery of the order it has in execution, and gets an answer. */
function seedOtherTenantMessages(db: Db, refs: TradeRefs): void {
  const admin = USERS.find((user) => user.tenantId === OTHER_TENANT && user.account === 'admin')!;
  const staff = { id: admin.id, name: admin.realName };
  const deal = refs.orders[refs.orders.length - 1];
  const buyer = { id: deal.buyerId, name: deal.buyerName };
  const insert = inserter(db, 'tp_imhistory', { tenantId: OTHER_TENANT });
  const messages: [typeof staff, typeof staff, string, number, boolean][] = [
    [buyer, staff, `订单 ${deal.orderNo} 的第二批小麦明天能送到保定厂里吗？`, 6, true],
    [staff, buyer, '明早8点从正定粮库发车，预计中午前到厂，按入库磅结算。', 5.5, false],
  ];
  messages.forEach(([from, to, content, hours, read], index) => {
    const sent = hoursAgo(hours);
    insert(
      {
        id: messageId(100 + index + 1),
        message_id: `msg-${sent.replace(/\D/g, '')}-inbox-${100 + index + 1}`,
        conversation_id: `private:${[from.id, to.id].sort().join('_')}`,
        conversation_type: 'private',
        sender_id: from.id,
        sender_name: from.name,
        receiver_id: to.id,
        receiver_name: to.name,
        message_type: 'text',
        content,
        send_time: sent,
        is_read: read ? 1 : 0,
        read_time: read ? hoursAgo(hours - 0.2) : '',
      },
      sent,
    );
  });
}

function seedSms(db: Db): void {
  const insert = inserter(db, 'tp_usersms');
  // [sms_type (dict sms_type), template, content, hours ago]
  const rows: [number, string, string, number][] = [
    [3, 'SMS_STAFF_LOAN_DUE', '【瑞粮交易】您负责的2笔融资将于3日内到期，请及时跟进借款人还款安排。', 1],
    [2, 'SMS_STAFF_DAILY', '【瑞粮交易】昨日新增订单18笔，成交金额386.5万元，待审核提货单3笔，详见交易日报。', 9],
    [1, 'SMS_LOGIN_CODE', '【瑞粮交易】您的后台登录验证码为 418203，5分钟内有效，请勿泄露。', 30],
    [3, 'SMS_STAFF_AUTH_EXPIRE', '【瑞粮交易】有1家企业的营业执照今日到期，请提醒客户更新认证资料。', 75],
    [2, 'SMS_STAFF_DEPOSIT', '【瑞粮交易】有一笔大额保证金（50万元）已到账，请财务人员及时确认。', 290],
    [2, 'SMS_STAFF_WEEKLY', '【瑞粮交易】上周平台成交玉米4.2万吨、小麦1.8万吨，周报已发送至您的邮箱。', 500],
  ];
  rows.forEach(([type, template, content, hours], index) => {
    const sent = hoursAgo(hours);
    insert(
      {
        id: smsId(index + 1),
        phone: ADMIN.phone,
        user_id: ADMIN.id,
        user_name: ADMIN.name,
        sms_type: type,
        template_code: template,
        content,
        biz_no: '',
        send_time: sent,
        send_status: 1,
        fail_reason: '',
      },
      sent,
    );
  });
}
