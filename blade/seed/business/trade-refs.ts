/**
 * Customers and orders of the trade seed (which runs first), read defensively: the trade tables'
 * column names are probed with PRAGMA table_info, and our own lists stand in for any table or
 * column that is missing, so the business seed also works on its own.
 */
import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { MAIN_TENANT, OTHER_TENANT } from './helpers';

export type Company = { id: string; name: string; contact: string; phone: string; province: string; city: string; creditCode: string };
export type OrderRef = {
  id: string;
  orderNo: string;
  buyerId: string;
  buyerName: string;
  sellerId: string;
  sellerName: string;
  goodsName: string;
  variety: number;
  grade: number;
  quantity: number;
  unitPrice: number;
  amount: number;
};
export type TradeRefs = {
  /** Customers of tenant 000000, the ones that trade first. */
  companies: Company[];
  /** Customers of tenant 100001 (华北粮贸): their rows show that tenants only see their own data. */
  otherTenantCompanies: Company[];
  /** Orders of tenant 000000, oldest first. */
  orders: OrderRef[];
  /** Companies that sell in those orders, each with the goods it sold (the grain it holds in depots). */
  sellers: { company: Company; goods: OrderRef[] }[];
  /** Companies that buy, soybean buyers first (they are the ones importing by sea). */
  buyers: Company[];
};

/** Grain-trade customers used when the trade seed has none (ids in our own block 99). */
const FALLBACK_COMPANIES: Omit<Company, 'id'>[] = [
  {
    name: '黑龙江垦丰粮贸有限公司',
    contact: '刘志强',
    phone: '13904512876',
    province: '黑龙江省',
    city: '哈尔滨市',
    creditCode: '91230100MA1B2C3D4E',
  },
  {
    name: '吉林省长丰粮食购销有限公司',
    contact: '孙立伟',
    phone: '13843126655',
    province: '吉林省',
    city: '长春市',
    creditCode: '91220100MA17X8Y9Z1',
  },
  {
    name: '辽宁锦程粮油贸易有限公司',
    contact: '王海涛',
    phone: '13841667312',
    province: '辽宁省',
    city: '锦州市',
    creditCode: '91210700MA0T5U6V7W',
  },
  {
    name: '内蒙古通辽金玉米业有限公司',
    contact: '包文斌',
    phone: '13947523390',
    province: '内蒙古自治区',
    city: '通辽市',
    creditCode: '91150500MA0N1P2Q3R',
  },
  {
    name: '河南中原麦业有限公司',
    contact: '李建军',
    phone: '13703817745',
    province: '河南省',
    city: '郑州市',
    creditCode: '91410100MA44P5Q6R7',
  },
  {
    name: '安徽皖北粮食储备有限公司',
    contact: '周明',
    phone: '13956871204',
    province: '安徽省',
    city: '宿州市',
    creditCode: '91341300MA2T3U4V5W',
  },
  {
    name: '山东鲁粮饲料有限公司',
    contact: '张秀兰',
    phone: '13563698821',
    province: '山东省',
    city: '潍坊市',
    creditCode: '91370700MA3K4L5M6N',
  },
  {
    name: '广东粤海饲料集团有限公司',
    contact: '陈家豪',
    phone: '13902567718',
    province: '广东省',
    city: '湛江市',
    creditCode: '91440800MA4W5X6Y7Z',
  },
  {
    name: '湖北荆楚米业有限公司',
    contact: '吴桂芳',
    phone: '13872166403',
    province: '湖北省',
    city: '荆州市',
    creditCode: '91421000MA49A1B2C3',
  },
  {
    name: '河北冀粮贸易有限公司',
    contact: '赵振华',
    phone: '13833157726',
    province: '河北省',
    city: '石家庄市',
    creditCode: '91130100MA0D4E5F6G',
  },
];

const FALLBACK_OTHER_TENANT: Company[] = [
  {
    id: seedId(99, 9401),
    name: '河北沧州恒丰粮贸有限公司',
    contact: '高建新',
    phone: '13931766250',
    province: '河北省',
    city: '沧州市',
    creditCode: '91130900MA0F1G2H3J',
  },
  {
    id: seedId(99, 9402),
    name: '天津滨海港粮物流有限公司',
    contact: '杜宏',
    phone: '13820087731',
    province: '天津市',
    city: '滨海新区',
    creditCode: '91120116MA06K7L8M9',
  },
];

/** [goods, seller index, buyer index, qty t, 元/吨] used when the trade seed has no orders. */
const FALLBACK_ORDERS: [string, number, number, number, number][] = [
  ['东北黄玉米(二等)', 0, 6, 3000, 2280],
  ['国标小麦(三等)', 4, 9, 2000, 2460],
  ['东北粳稻(二等)', 1, 8, 1500, 2780],
  ['国产大豆(二等)', 0, 7, 800, 4150],
  ['锦州港平仓玉米(一等)', 2, 7, 5000, 2320],
  ['红高粱(二等)', 3, 6, 600, 2860],
  ['国标小麦(二等)', 5, 9, 2500, 2510],
  ['烘干玉米(三等)', 3, 6, 4000, 2210],
];

const VARIETY_WORDS: [string, number][] = [
  ['小麦', 1],
  ['玉米', 2],
  ['稻', 3],
  ['大豆', 4],
  ['高粱', 5],
  ['大麦', 6],
  ['油菜', 7],
  ['花生', 8],
];
const GRADE_WORDS = ['一等', '二等', '三等', '四等', '五等'];

/** grain_variety key of a stored value or product name (1 小麦, 2 玉米, 3 稻谷, 4 大豆, 5 高粱 …). */
export function varietyOf(value: unknown, fallback = 2): number {
  const key = Number(value);
  if (value !== null && value !== '' && Number.isInteger(key) && key >= 1 && key <= 9) return key;
  const text = String(value ?? '');
  return VARIETY_WORDS.find(([word]) => text.includes(word))?.[1] ?? fallback;
}

/** grain_grade key named in a product name, 二等 when none is. */
export const gradeOf = (name: string) => GRADE_WORDS.findIndex((word) => name.includes(word)) + 1 || 2;

function columnsOf(db: Db, table: string): Set<string> {
  return new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name));
}

/** Live rows of a tenant with the first existing column of each candidate list (missing ones read as null). */
function readTable(db: Db, table: string, wanted: Record<string, string[]>, tenantId: string, limit: number): Record<string, unknown>[] {
  const have = columnsOf(db, table);
  if (have.size === 0) return [];
  const select = Object.entries(wanted).map(([alias, candidates]) => `${candidates.find((name) => have.has(name)) ?? 'NULL'} AS ${alias}`);
  const where = [...(have.has('is_deleted') ? ['is_deleted = 0'] : []), ...(have.has('tenant_id') ? ['tenant_id = ?'] : [])];
  const order = have.has('create_time') ? 'create_time, id' : 'id';
  return db
    .prepare(
      `SELECT ${select.join(', ')} FROM ${table} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${limit}`,
    )
    .all(...(have.has('tenant_id') ? [tenantId] : [])) as Record<string, unknown>[];
}

const str = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => (Number.isFinite(Number(value)) ? Number(value) : 0);

function readCompanies(db: Db, tenantId: string, fallback: Omit<Company, 'id'>[]): Company[] {
  const rows = readTable(
    db,
    'tp_consumerdetails',
    {
      id: ['id'],
      name: ['company_name', 'consumer_name', 'customer_name', 'enterprise_name', 'corp_name', 'name'],
      contact: ['contact_name', 'linkman', 'contact', 'legal_person', 'real_name'],
      phone: ['contact_phone', 'phone', 'mobile', 'tel'],
      province: ['province', 'province_name'],
      city: ['city', 'city_name'],
      creditCode: ['credit_code', 'social_credit_code', 'uscc', 'tax_no'],
    },
    tenantId,
    20,
  );
  return rows
    .filter((row) => str(row.name))
    .map((row, index): Company => {
      const stand = fallback[index % fallback.length];
      return {
        id: str(row.id),
        name: str(row.name),
        contact: str(row.contact) || stand.contact,
        phone: str(row.phone) || stand.phone,
        province: str(row.province) || stand.province,
        city: str(row.city) || stand.city,
        creditCode: str(row.creditCode) || stand.creditCode,
      };
    });
}

function readOrders(db: Db, companies: Company[], tenantId: string): OrderRef[] {
  const rows = readTable(
    db,
    'tp_order',
    {
      id: ['id'],
      orderNo: ['order_no', 'order_sn', 'order_code'],
      buyerId: ['buyer_id', 'consumer_id', 'user_id'],
      buyerName: ['buyer_name', 'buyer', 'consumer_name'],
      sellerId: ['seller_id'],
      sellerName: ['seller_name', 'seller'],
      goodsName: ['goods_name', 'product_name', 'goods_title'],
      variety: ['variety', 'grain_variety'],
      quantity: ['quantity', 'order_quantity', 'total_quantity', 'weight'],
      unitPrice: ['unit_price', 'price', 'deal_price'],
      amount: ['amount', 'total_amount', 'order_amount'],
    },
    tenantId,
    200,
  );
  const byName = new Map(companies.map((company) => [company.name, company]));
  const orders = rows
    .filter((row) => str(row.orderNo) && str(row.buyerName) && str(row.sellerName))
    .map((row): OrderRef => {
      const goodsName = str(row.goodsName) || '东北黄玉米(二等)';
      const quantity = num(row.quantity) || 1000;
      const amount = num(row.amount) || Math.round(quantity * (num(row.unitPrice) || 2300) * 100) / 100;
      return {
        id: str(row.id),
        orderNo: str(row.orderNo),
        goodsName,
        quantity,
        amount,
        buyerId: str(row.buyerId) || byName.get(str(row.buyerName))?.id || '',
        buyerName: str(row.buyerName),
        sellerId: str(row.sellerId) || byName.get(str(row.sellerName))?.id || '',
        sellerName: str(row.sellerName),
        variety: varietyOf(row.variety ?? goodsName, varietyOf(goodsName)),
        grade: gradeOf(goodsName),
        unitPrice: num(row.unitPrice) || Math.round((amount / quantity) * 100) / 100,
      };
    });
  if (orders.length >= 4) return orders;
  return FALLBACK_ORDERS.map(([goodsName, seller, buyer, quantity, unitPrice], index) => ({
    id: seedId(99, 9101 + index),
    orderNo: `DD2026${String(index + 1).padStart(6, '0')}`,
    buyerId: companies[buyer % companies.length].id,
    buyerName: companies[buyer % companies.length].name,
    sellerId: companies[seller % companies.length].id,
    sellerName: companies[seller % companies.length].name,
    goodsName,
    variety: varietyOf(goodsName),
    grade: gradeOf(goodsName),
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
  }));
}

/** A company named in an order but missing from the customer list still gets a record. */
function companyNamed(companies: Company[], name: string, id: string, index: number): Company {
  const stand = FALLBACK_COMPANIES[index % FALLBACK_COMPANIES.length];
  return companies.find((company) => company.name === name) ?? { ...stand, id: id || seedId(99, 9501 + index), name };
}

/** The trade seed's customers and orders of a tenant (the platform's by default). */
export function readTradeRefs(db: Db, tenantId = MAIN_TENANT): TradeRefs {
  let companies = readCompanies(db, tenantId, tenantId === MAIN_TENANT ? FALLBACK_COMPANIES : FALLBACK_OTHER_TENANT);
  if (companies.length < (tenantId === MAIN_TENANT ? 6 : 2)) {
    const names = new Set(companies.map((company) => company.name));
    companies = [
      ...companies,
      ...FALLBACK_COMPANIES.filter((company) => !names.has(company.name)).map((company, index) => ({
        ...company,
        id: seedId(99, 9001 + index),
      })),
    ];
  }
  const otherTenant = readCompanies(db, OTHER_TENANT, FALLBACK_OTHER_TENANT);
  const orders = readOrders(db, companies, tenantId);

  const sellers = new Map<string, { company: Company; goods: OrderRef[] }>();
  const buyers = new Map<string, Company>();
  orders.forEach((order, index) => {
    const seller = sellers.get(order.sellerName) ?? {
      company: companyNamed(companies, order.sellerName, order.sellerId, index),
      goods: [],
    };
    if (!seller.goods.some((goods) => goods.goodsName === order.goodsName)) seller.goods.push(order);
    sellers.set(order.sellerName, seller);
    if (!buyers.has(order.buyerName)) buyers.set(order.buyerName, companyNamed(companies, order.buyerName, order.buyerId, index));
  });
  const soybeanBuyers = new Set(orders.filter((order) => order.variety === 4).map((order) => order.buyerName));
  const traders = [...sellers.values()].map((seller) => seller.company).concat([...buyers.values()]);
  const ordered = [...new Map([...traders, ...companies].map((company) => [company.name, company])).values()];
  return {
    companies: ordered,
    otherTenantCompanies: otherTenant.length >= 2 ? otherTenant : FALLBACK_OTHER_TENANT,
    orders,
    sellers: [...sellers.values()],
    buyers: [...buyers.values()].sort((a, b) => Number(soybeanBuyers.has(b.name)) - Number(soybeanBuyers.has(a.name))),
  };
}
