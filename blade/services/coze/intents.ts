/**
 * What a desk question asks, in Chinese or English: a commodity's price, an order's state (by its number),
 * the pick-ups waiting on someone, today's orders, or help. Plain keyword matching: the questions are few
 * and the answers come from the tables (answers.ts), so nothing here guesses figures.
 */
export type Intent =
  | { kind: 'price'; category: string }
  | { kind: 'order'; orderNo: string }
  | { kind: 'pickups' }
  | { kind: 'todayOrders' }
  | { kind: 'help' };

export type Lang = 'zh' | 'en';

/** Category names as stored (tp_category.category_name) and what people type for them. */
export const COMMODITIES: readonly { category: string; words: readonly string[]; en: string }[] = [
  { category: '玉米', words: ['玉米', '苞米', 'corn', 'maize'], en: 'corn' },
  { category: '小麦', words: ['小麦', '麦子', 'wheat'], en: 'wheat' },
  { category: '大豆', words: ['大豆', '黄豆', 'soybean', 'soya', 'soy'], en: 'soybeans' },
  { category: '稻谷', words: ['稻谷', '水稻', '大米', 'rice', 'paddy'], en: 'paddy rice' },
  { category: '高粱', words: ['高粱', 'sorghum'], en: 'sorghum' },
  { category: '大麦', words: ['大麦', 'barley'], en: 'barley' },
];

const ORDER_NO = /\b(DD[0-9A-Z-]{4,30})\b/i;
const PRICE_WORDS = ['价格', '价钱', '报价', '行情', '多少钱', 'price', 'prices', 'quote', 'quotes', 'cost'];
const PICKUP_WORDS = ['提货', 'pick-up', 'pickup', 'pick up', 'pick-ups', 'pickups'];
const PENDING_WORDS = ['待办', '待', '未', '等待', '审核', 'pending', 'waiting', 'to do', 'todo', 'open'];
const TODAY_WORDS = ['今日', '今天', 'today'];
const ORDER_WORDS = ['订单', '下单', 'order', 'orders'];

const has = (text: string, words: readonly string[]) =>
  words.some((word) => (/^[a-z -]+$/.test(word) ? new RegExp(`\\b${word}\\b`).test(text) : text.includes(word)));

export function matchIntent(question: string): Intent {
  const text = question.toLowerCase().replace(/\s+/g, ' ').trim();
  const orderNo = ORDER_NO.exec(question)?.[1];
  if (orderNo) return { kind: 'order', orderNo: orderNo.toUpperCase() };
  const commodity = COMMODITIES.find((item) => has(text, item.words));
  if (commodity && (has(text, PRICE_WORDS) || text.length <= 12)) return { kind: 'price', category: commodity.category };
  if (has(text, PICKUP_WORDS) && (has(text, PENDING_WORDS) || text.length <= 12)) return { kind: 'pickups' };
  if (has(text, TODAY_WORDS) && has(text, ORDER_WORDS)) return { kind: 'todayOrders' };
  return { kind: 'help' };
}

/** The answer's language: the screen's, unless the question is plainly in the other one. */
export function answerLang(question: string, screen: Lang): Lang {
  if (/[\u4e00-\u9fff]/.test(question)) return 'zh';
  return /[a-z]{3,}/i.test(question) ? 'en' : screen;
}
