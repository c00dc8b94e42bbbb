/** KYC submissions of the trading customers, SMS sent to them, and prospects not yet trading. */
import type { Db } from '../../db/open';
import { at, idOf, inserter, MAIN_SCOPE, MAIN_TENANT, type Scope } from './helpers';
import { USERS } from '../system';
import type { TradeRefs } from './trade-refs';
import { demoFileLink } from '../../services/resource/demo-files';

const idsOf = ({ shift }: Scope) => ({ auth: idOf(90, shift), sms: idOf(91, shift), prospect: idOf(91, shift + 500) });
type Ids = ReturnType<typeof idsOf>;

/** Who reviews KYC and follows prospects up: the platform's staff, or a tenant's own administrator. */
const staffOf = (tenantId: string) => {
  if (tenantId === MAIN_TENANT) return { reviewer: '钱晓红', brand: '瑞粮交易' };
  const admin = USERS.find((user) => user.tenantId === tenantId && user.account === 'admin')!;
  return { reviewer: admin.realName, brand: '华北粮贸' };
};

/** A seeded file's link: drawn by the embedded service from its name (blade/services/resource/demo-files.ts). */
const oss = demoFileLink;

/** user_auth_status of the trading customers: approved, one must renew its licence. */
const ENTERPRISE_STATUS = [2, 2, 2, 2, 2, 2, 4, 2];

/** Growers (个人) selling their own harvest. */
const GROWERS = [
  { account: 'wangdefu', name: '王德福', idCard: '230921********3217', phone: '13936648120', region: '黑龙江省绥化市海伦市', status: 2 },
  { account: 'lichunlai', name: '李春来', idCard: '220381********0416', phone: '13756172209', region: '吉林省四平市公主岭市', status: 1 },
];

function seedUserAuth(db: Db, refs: TradeRefs, { auth: authId }: Ids, { tenantId }: Scope): void {
  const insert = inserter(db, 'tp_userauth', { tenantId });
  const { reviewer } = staffOf(tenantId);
  refs.companies.slice(0, 8).forEach((company, index) => {
    const status = ENTERPRISE_STATUS[index];
    const applied = at(-120 + index * 11, '10:05:00');
    const reviewed = status >= 2 ? at(-119 + index * 11, '15:30:00') : '';
    insert(
      {
        id: authId(index + 1),
        user_id: company.id,
        account: `corp${String(index + 1).padStart(3, '0')}`,
        auth_type: 2,
        trade_role: refs.sellers.some((seller) => seller.company.name === company.name) ? 2 : 1,
        real_name: company.contact,
        id_card_no: `${['23', '22', '21', '37', '41', '15', '34', '44'][index]}0102********${String(1000 + index * 1357).slice(-4)}`,
        id_card_front: oss(`idcard-${index + 1}-front.png`),
        id_card_back: oss(`idcard-${index + 1}-back.png`),
        company_name: company.name,
        credit_code: company.creditCode,
        legal_person: company.contact,
        business_license: oss(`license-${index + 1}.png`),
        registered_address: `${company.province}${company.city}经济技术开发区粮贸大道${18 + index * 7}号`,
        business_scope: '粮食收购；粮食销售；谷物、豆类种植及仓储服务；饲料原料销售；货物进出口',
        bank_name: `${['中国农业银行', '中国工商银行', '中国建设银行', '中国银行'][index % 4]}${company.city.replace(/市$/, '')}分行`,
        bank_account: `6228${String(480_200_000_000 + index * 24_681_357)}`,
        contact_phone: company.phone,
        apply_time: applied,
        auth_status: status,
        audit_user: status >= 2 ? reviewer : '',
        audit_time: reviewed,
        reject_reason: '',
        remark: status === 4 ? '营业执照即将到期，需上传新证' : '',
      },
      applied,
    );
  });
  // The platform's prospects and growers have applied too; a tenant's own market has only its trading companies.
  if (tenantId !== MAIN_TENANT) return;
  seedProspectAuth(insert, authId);
  GROWERS.forEach((grower, index) => {
    const applied = at(-20 + index * 9, '19:40:00');
    insert(
      {
        id: authId(20 + index),
        user_id: '',
        account: grower.account,
        auth_type: 1,
        trade_role: 2,
        real_name: grower.name,
        id_card_no: grower.idCard,
        id_card_front: oss(`idcard-${grower.account}-front.png`),
        id_card_back: oss(`idcard-${grower.account}-back.png`),
        company_name: '',
        credit_code: '',
        registered_address: grower.region,
        bank_name: '中国邮政储蓄银行',
        bank_account: `6210${String(984_100_000_000 + index * 3_571_113)}`,
        contact_phone: grower.phone,
        apply_time: applied,
        auth_status: grower.status,
        audit_user: grower.status >= 2 ? '钱晓红' : '',
        audit_time: grower.status >= 2 ? at(-19 + index * 9, '09:00:00') : '',
        remark: '种植大户，自产玉米销售',
      },
      applied,
    );
  });
}

/** Two prospects have applied: one waits for review, one was rejected. */
function seedProspectAuth(insert: ReturnType<typeof inserter>, authId: Ids['auth']): void {
  (
    [
      [0, 1, '91360100MA35R6P7TF'],
      [7, 3, '91610400MA6X7Y8U9U'],
    ] as const
  ).forEach(([prospect, status, creditCode], index) => {
    const [name, , contact, phone, province, city] = PROSPECTS[prospect];
    const applied = at(-3 + index, '15:20:00');
    insert(
      {
        id: authId(30 + index),
        user_id: '',
        account: `prospect${prospect + 1}`,
        auth_type: 2,
        trade_role: 1,
        real_name: contact,
        id_card_no: `${['36', '61'][index]}0102********${['2614', '0937'][index]}`,
        id_card_front: oss(`idcard-prospect${prospect + 1}-front.png`),
        id_card_back: oss(`idcard-prospect${prospect + 1}-back.png`),
        company_name: name,
        credit_code: creditCode,
        legal_person: contact,
        business_license: oss(`license-prospect${prospect + 1}.png`),
        registered_address: `${province}${city}`,
        business_scope: '粮食收购；粮食销售；面粉、大米加工',
        contact_phone: phone,
        apply_time: applied,
        auth_status: status,
        audit_user: status === 3 ? '钱晓红' : '',
        audit_time: status === 3 ? at(-1, '10:10:00') : '',
        reject_reason: status === 3 ? '营业执照影像不清晰，经营范围未包含粮食收购，请重新上传' : '',
        remark: '',
      },
      applied,
    );
  });
}

function seedSms(db: Db, refs: TradeRefs, { sms: smsId }: Ids, { tenantId }: Scope): void {
  const insert = inserter(db, 'tp_usersms', { tenantId });
  const { brand } = staffOf(tenantId);
  const order = (index: number) => refs.orders[index % refs.orders.length];
  const company = (index: number) => refs.companies[index % refs.companies.length];
  const rows: [number, number, string, string, string, number, string][] = [
    // [company, sms_type, template, content, biz no, status, fail reason]
    [0, 1, 'SMS_LOGIN_CODE', '【瑞粮交易】您的登录验证码为 538201，5分钟内有效，请勿泄露。', '', 1, ''],
    [1, 2, 'SMS_ORDER_CREATED', `【瑞粮交易】您的订单 ${order(1).orderNo} 已生成，请在24小时内缴纳保证金。`, order(1).orderNo, 1, ''],
    [2, 2, 'SMS_DEPOSIT_PAID', `【瑞粮交易】订单 ${order(2).orderNo} 保证金已到账，卖方将安排发货。`, order(2).orderNo, 1, ''],
    [3, 3, 'SMS_LOAN_DUE', '【瑞粮交易】您的融资将于7日后到期，请提前备足还款资金。', 'RZ-DUE', 1, ''],
    [
      4,
      2,
      'SMS_PICKUP_READY',
      `【瑞粮交易】订单 ${order(4).orderNo} 提货单已审核，请凭提货码 7730 到库提货。`,
      order(4).orderNo,
      2,
      '号码已停机',
    ],
    [5, 1, 'SMS_REGISTER_CODE', '【瑞粮交易】您的注册验证码为 906114，5分钟内有效。', '', 1, ''],
    [6, 3, 'SMS_AUTH_EXPIRE', '【瑞粮交易】您的企业认证资料即将过期，请登录平台更新营业执照。', '', 1, ''],
    [7, 4, 'SMS_MARKET_WEEKLY', '【瑞粮交易】本周东北玉米到港价 2320 元/吨，点击查看行情周报。退订回T', '', 0, ''],
  ];
  // A tenant's own market is small: the messages about its orders, signed with its name.
  const sent =
    tenantId === MAIN_TENANT
      ? rows
      : rows.slice(1, 3).map((row): typeof row => [row[0], row[1], row[2], row[3].replace('瑞粮交易', brand), row[4], row[5], row[6]]);
  sent.forEach(([c, type, template, content, bizNo, status, reason], index) => {
    const time = at(-14 + index * 2, `${String(8 + index).padStart(2, '0')}:2${index}:00`);
    insert(
      {
        id: smsId(index + 1),
        phone: company(c).phone,
        user_id: company(c).id,
        user_name: company(c).name,
        sms_type: type,
        template_code: template,
        content,
        biz_no: bizNo,
        send_time: status === 0 ? '' : time,
        send_status: status,
        fail_reason: reason,
      },
      time,
    );
  });
}

/** [name, customer_type, contact, phone, province, city, variety, qty t, lead_source, follow status, follow user] */
const PROSPECTS: [string, number, string, string, string, string, number, number, number, number, string][] = [
  ['江西赣粮米业有限公司', 3, '邹国平', '13979125583', '江西省', '南昌市', 3, 3000, 3, 1, '陈交易'],
  ['福建闽南饲料有限公司', 2, '林志坚', '13859926014', '福建省', '漳州市', 2, 12000, 2, 1, '张经理'],
  ['四川川粮油脂有限公司', 3, '杨帆', '13880461297', '四川省', '成都市', 4, 5000, 1, 0, ''],
  ['新疆天山粮油贸易有限公司', 1, '艾力·买买提', '13999208816', '新疆维吾尔自治区', '昌吉回族自治州', 1, 8000, 3, 1, '陈交易'],
  ['宁夏塞上农产品有限公司', 1, '马晓东', '13895012263', '宁夏回族自治区', '银川市', 2, 2000, 4, 3, '张经理'],
  ['江苏盐城丰禾农业合作社', 4, '顾海兵', '13961977430', '江苏省', '盐城市', 1, 1500, 1, 1, '陈交易'],
  ['浙江舟山港粮油储运有限公司', 5, '徐斌', '13857023369', '浙江省', '舟山市', 4, 20000, 4, 1, '张经理'],
  ['陕西秦川面粉有限公司', 3, '雷永刚', '13991385547', '陕西省', '咸阳市', 1, 6000, 2, 1, '张经理'],
];

/** 华北粮贸's own prospects, followed up by its administrator. */
const OTHER_PROSPECTS: typeof PROSPECTS = [
  ['河北廊坊万家饲料有限公司', 2, '齐志刚', '13930612285', '河北省', '廊坊市', 2, 3000, 2, 1, ''],
  ['天津滨海金谷面粉有限公司', 3, '石红英', '13752091147', '天津市', '天津市', 1, 2000, 1, 0, ''],
];

function seedProspects(db: Db, { prospect: prospectId }: Ids, { tenantId }: Scope): void {
  const insert = inserter(db, 'tp_intendedcustomers', { tenantId });
  const prospects =
    tenantId === MAIN_TENANT
      ? PROSPECTS
      : OTHER_PROSPECTS.map(
          (row): (typeof PROSPECTS)[number] =>
            [...row.slice(0, 10), row[9] > 0 ? staffOf(tenantId).reviewer : ''] as (typeof PROSPECTS)[number],
        );
  prospects.forEach(([name, type, contact, phone, province, city, variety, qty, source, follow, owner], index) => {
    const created = at(-60 + index * 6, '11:00:00');
    insert(
      {
        id: prospectId(index + 1),
        customer_name: name,
        customer_type: type,
        contact_name: contact,
        contact_phone: phone,
        province,
        city,
        intent_variety: variety,
        intent_quantity: qty,
        source,
        follow_user: owner,
        follow_status: follow,
        last_follow_time: follow > 0 ? at(-10 + index, '16:20:00') : '',
        next_follow_time: follow === 1 ? at(2 + index, '10:00:00') : '',
        converted_customer_id: '',
        remark: follow === 3 ? '已采购进口玉米，暂无需求' : index === 5 ? '已完成注册认证，待转正式客户' : '',
      },
      created,
    );
  });
}

/** The customers of one tenant (`refs` read for that tenant). */
export function seedCustomers(db: Db, refs: TradeRefs, scope: Scope = MAIN_SCOPE): void {
  const ids = idsOf(scope);
  seedUserAuth(db, refs, ids, scope);
  seedSms(db, refs, ids, scope);
  seedProspects(db, ids, scope);
}
