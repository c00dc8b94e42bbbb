import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { COMMODITIES, type Intent, type Lang } from './intents';

/** One reply of the desk assistant: text with figures from the tables, and the screens to go on from. */
export type AssistantAnswer = { text: string; links: { label: string; href: string }[] };

/** Blade's dictionaries are Chinese; the English answer names the states itself. */
const ORDER_STATUS_EN = [
  'to confirm',
  'to sign',
  'deposit due',
  'payment due',
  'in progress',
  'partly picked up',
  'to settle',
  'completed',
  'cancelled',
  'closed for breach',
];
const PICKUP_STATUS_EN = ['draft', 'to review', 'awaiting release', 'ready to lift', 'lifting', 'completed', 'rejected', 'void', 'expired'];
/** Pick-up states that wait on the back-office: review, supervisor release, lifting not started. */
const PENDING_PICKUP = [1, 2, 3] as const;

const money = (value: number, lang: Lang) =>
  `${lang === 'zh' ? '¥' : 'CNY '}${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const tonnes = (value: number, lang: Lang) =>
  `${value.toLocaleString('en-US', { maximumFractionDigits: 3 })}${lang === 'zh' ? ' 吨' : ' t'}`;
const signed = (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`;

function dictLabel(db: Db, tenantId: string, code: string, key: number): string {
  const row = db
    .prepare(
      "SELECT dict_value FROM blade_dict_biz WHERE code = ? AND dict_key = ? AND parent_id <> '0' AND tenant_id = ? AND is_deleted = 0",
    )
    .get(code, String(key), tenantId) as { dict_value: string } | undefined;
  return row?.dict_value ?? String(key);
}

function priceAnswer(db: Db, tenantId: string, category: string, lang: Lang): AssistantAnswer {
  const en = COMMODITIES.find((item) => item.category === category)?.en ?? category;
  // The latest quote of each region for the category and its sub-categories.
  const rows = db
    .prepare(`
    SELECT p.region, p.product_name AS product, p.price, p.change_amount AS change, p.price_date AS date FROM tp_goodsprice p
    JOIN tp_category c ON c.id = p.category_id
    WHERE p.tenant_id = ? AND p.is_deleted = 0 AND (c.category_name = ? OR c.parent_id IN (SELECT id FROM tp_category WHERE category_name = ? AND tenant_id = ?))
      AND p.price_date = (SELECT MAX(q.price_date) FROM tp_goodsprice q WHERE q.tenant_id = p.tenant_id AND q.is_deleted = 0 AND q.region = p.region AND q.product_name = p.product_name)
    ORDER BY p.price DESC LIMIT 8`)
    .all(tenantId, category, category, tenantId) as { region: string; product: string; price: number; change: number; date: string }[];
  const links = [{ label: lang === 'zh' ? '商品价格' : 'Goods prices', href: '/tradeport/goodsprice' }];
  if (rows.length === 0) return { text: lang === 'zh' ? `暂无${category}的报价。` : `There are no ${en} quotes yet.`, links };
  const average = rows.reduce((sum, row) => sum + row.price, 0) / rows.length;
  const lines = rows.map((row) =>
    lang === 'zh'
      ? `${row.region} ${row.product}：${money(row.price, lang)}/吨（${signed(row.change)}，${row.date}）`
      : `${row.region} ${row.product}: ${money(row.price, lang)}/t (${signed(row.change)}, ${row.date})`,
  );
  const head =
    lang === 'zh'
      ? `${category}最新报价（${rows.length} 个产区，均价 ${money(average, lang)}/吨）：`
      : `Latest ${en} quotes (${rows.length} regions, average ${money(average, lang)}/t):`;
  return { text: [head, ...lines].join('\n'), links };
}

function orderAnswer(db: Db, tenantId: string, orderNo: string, lang: Lang): AssistantAnswer {
  const order = db
    .prepare(`SELECT order_no, goods_name, buyer_name, seller_name, quantity, amount, picked_quantity, order_status, paid_amount, order_time
    FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0`)
    .get(orderNo, tenantId) as Record<string, string & number> | undefined;
  if (!order)
    return {
      text: lang === 'zh' ? `未找到订单 ${orderNo}。` : `Order ${orderNo} was not found.`,
      links: [{ label: lang === 'zh' ? '订单管理' : 'Orders', href: '/order/order' }],
    };
  const status = Number(order.order_status ?? 0);
  const pickups = db
    .prepare('SELECT COUNT(*) AS count FROM tp_orderpickup WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(orderNo, tenantId) as { count: number };
  const label = lang === 'zh' ? dictLabel(db, tenantId, 'order_status', status) : (ORDER_STATUS_EN[status] ?? String(status));
  const text =
    lang === 'zh'
      ? `订单 ${orderNo}：${label}。${order.goods_name}，${tonnes(order.quantity, lang)}，金额 ${money(order.amount, lang)}，已付 ${money(order.paid_amount ?? 0, lang)}；已提 ${tonnes(order.picked_quantity ?? 0, lang)}，提货单 ${pickups.count} 张。买方 ${order.buyer_name}，卖方 ${order.seller_name}，下单时间 ${order.order_time}。`
      : `Order ${orderNo}: ${label}. ${order.goods_name}, ${tonnes(order.quantity, lang)}, amount ${money(order.amount, lang)}, paid ${money(order.paid_amount ?? 0, lang)}; picked up ${tonnes(order.picked_quantity ?? 0, lang)} in ${pickups.count} pick-up(s). Buyer ${order.buyer_name}, seller ${order.seller_name}, ordered ${order.order_time}.`;
  return {
    text,
    links: [{ label: lang === 'zh' ? '订单详情' : 'Order details', href: `/order/orderdetail/${encodeURIComponent(orderNo)}` }],
  };
}

function pickupAnswer(db: Db, tenantId: string, lang: Lang): AssistantAnswer {
  const rows = db
    .prepare(`SELECT pickup_status AS status, COUNT(*) AS count, COALESCE(SUM(apply_quantity), 0) AS quantity FROM tp_orderpickup
    WHERE tenant_id = ? AND is_deleted = 0 AND pickup_status IN (${PENDING_PICKUP.join(',')}) GROUP BY pickup_status ORDER BY pickup_status`)
    .all(tenantId) as { status: number; count: number; quantity: number }[];
  const links = [{ label: lang === 'zh' ? '提货管理' : 'Pick-ups', href: '/order/orderpickup' }];
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return { text: lang === 'zh' ? '当前没有待办提货。' : 'No pick-ups are waiting.', links };
  const lines = rows.map((row) => {
    const label = lang === 'zh' ? dictLabel(db, tenantId, 'pickup_status', row.status) : PICKUP_STATUS_EN[row.status];
    return lang === 'zh'
      ? `${label}：${row.count} 张，申请 ${tonnes(row.quantity, lang)}`
      : `${label}: ${row.count}, ${tonnes(row.quantity, lang)} applied for`;
  });
  return { text: [lang === 'zh' ? `待办提货共 ${total} 张：` : `${total} pick-ups are waiting:`, ...lines].join('\n'), links };
}

function todayAnswer(db: Db, tenantId: string, lang: Lang, now: Date): AssistantAnswer {
  const today = formatDateTime(now).slice(0, 10);
  const row = db
    .prepare(`SELECT COUNT(*) AS count, COALESCE(SUM(quantity), 0) AS quantity, COALESCE(SUM(amount), 0) AS amount FROM tp_order
    WHERE tenant_id = ? AND is_deleted = 0 AND substr(order_time, 1, 10) = ?`)
    .get(tenantId, today) as { count: number; quantity: number; amount: number };
  const links = [{ label: lang === 'zh' ? '订单管理' : 'Orders', href: '/order/order' }];
  if (row.count === 0) return { text: lang === 'zh' ? `今日（${today}）暂无新订单。` : `No orders today (${today}) yet.`, links };
  return {
    text:
      lang === 'zh'
        ? `今日（${today}）订单 ${row.count} 笔，合计 ${tonnes(row.quantity, lang)}，金额 ${money(row.amount, lang)}。`
        : `Today (${today}): ${row.count} orders, ${tonnes(row.quantity, lang)} in total, amount ${money(row.amount, lang)}.`,
    links,
  };
}

const HELP: Record<Lang, string> = {
  zh: '我可以回答：某个品种的价格（如“玉米价格”）、订单状态（如“订单 DD20260101000001 状态”）、待办提货、今日订单。',
  en: 'I can answer: a commodity’s price (“corn price”), an order’s state (“order DD20260101000001 status”), pending pick-ups and today’s orders.',
};

/** Answers an intent from the caller's tenant's data. */
export function answer(db: Db, tenantId: string, intent: Intent, lang: Lang, now = new Date()): AssistantAnswer {
  switch (intent.kind) {
    case 'price':
      return priceAnswer(db, tenantId, intent.category, lang);
    case 'order':
      return orderAnswer(db, tenantId, intent.orderNo, lang);
    case 'pickups':
      return pickupAnswer(db, tenantId, lang);
    case 'todayOrders':
      return todayAnswer(db, tenantId, lang, now);
    default:
      return { text: HELP[lang], links: [] };
  }
}
