import type { Db } from '../../db/open';
import type { CategoryKey } from './catalog';
import { LISTINGS, TENANT_B_LISTINGS, orderableListings, type Listing } from './goods';
import { PARTIES, TENANT_B_PARTIES, type Party } from './parties';
import { after, compactDate, dateOf, daysAgo, idSequence, insertRows, random, round2, round3, type Row } from './support';
import { demoFileLink } from '../../services/resource/demo-files';
import { demoDocument } from '../../services/resource/demo-document';

/**
 * Orders (tp_order) and their lines (tp_orderdetail), built in memory first: the pick-ups fill in the picked
 * quantities before anything is written. Line amount = quantity × unit price; order totals = sums of lines.
 */
export type OrderLine = {
  id: string;
  productId: string;
  productName: string;
  grade: number;
  lotNo: string;
  warehouse: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  picked: number;
};

export type Order = {
  id: string;
  tenantId: string;
  no: string;
  listing: Listing;
  buyer: Party;
  seller: Party;
  lines: OrderLine[];
  quantity: number;
  amount: number;
  depositAmount: number;
  depositPaid: number;
  paidAmount: number;
  picked: number;
  status: number;
  payStatus: number;
  invoiceStatus: number;
  paymentMethod: number;
  contractNo: string;
  orderTime: string;
  cancelReason: string;
};

/** Buyers (index in PARTIES) that take each category: feed mills, the starch plant, the flour mill, the trader. */
const BUYERS_OF: Record<CategoryKey, number[]> = {
  grain: [11],
  corn: [7, 8, 10, 11],
  wheat: [9, 10, 11],
  rice: [11, 10],
  soybean: [7, 10, 11],
  sorghum: [10, 7, 11],
  barley: [11],
  oilseed: [11],
  rapeseed: [11, 10],
  peanut: [11, 7],
};

/** order_status from the oldest order to the newest: old orders are done, new ones still pending. */
const STATUSES = [
  7, 7, 7, 9, 7, 7, 8, 7, 7, 7, 7, 6, 7, 6, 5, 6, 5, 6, 5, 6, 5, 4, 5, 5, 4, 5, 9, 4, 5, 4, 5, 4, 4, 8, 4, 4, 5, 4, 4, 3, 3, 4, 3, 3, 3, 2,
  8, 2, 2, 2, 1, 1, 1, 1, 0, 0, 0, 0, 3, 4,
];

const CANCEL_REASONS = ['买方资金未到位，双方协商取消', '卖方货源调整，经协商取消订单', '买方采购计划变更'];

const rng = random(20260301);
const orderId = idSequence(65);
const lineId = idSequence(66);
const ms = (dateTime: string) => Date.parse(`${dateTime.replace(' ', 'T')}+08:00`);

function buildLines(listing: Listing, orderNo: string, capacity: number): OrderLine[] {
  const count = rng.chance(0.4) ? 1 : rng.chance(0.65) ? 2 : 3;
  const bagged = listing.product.price > 4000;
  const port = listing.deliveryMethod === 3;
  const lines: OrderLine[] = [];
  let left = capacity;
  for (let index = 0; index < count && left >= listing.minOrder; index++) {
    const step = port ? rng.int(5, 20) * 100 : bagged ? rng.int(2, 12) * 10 : rng.int(4, 25) * 10;
    const quantity = Math.min(step, Math.floor(left / 10) * 10);
    if (quantity <= 0) break;
    left -= quantity;
    // Further lots of the same product may be a grade lower, at 40 元/吨 less per grade.
    const grade = Math.min(3, listing.product.grade + (index > 0 && rng.chance(0.4) ? 1 : 0));
    const unitPrice = listing.unitPrice - (grade - listing.product.grade) * 40;
    const where = listing.base
      ? `${listing.base.name}${rng.int(1, 12)}号${listing.base.type === 2 ? '筒仓' : '仓'}`
      : '天津港北疆港区5号堆场';
    lines.push({
      id: lineId(),
      productId: listing.product.id,
      productName: listing.product.name,
      grade,
      lotNo: `${orderNo.slice(2, 8)}-${listing.no.slice(-3)}-${index + 1}`,
      warehouse: where,
      quantity,
      unitPrice,
      amount: round2(quantity * unitPrice),
      picked: 0,
    });
  }
  return lines;
}

function finance(order: Pick<Order, 'amount' | 'status' | 'listing'>, cancelledWithDeposit: boolean) {
  const depositAmount = round2((order.amount * order.listing.depositRatio) / 100);
  const prepay = order.listing.settlementMethod === 1;
  switch (order.status) {
    case 0:
    case 1:
    case 2:
      return { depositAmount, depositPaid: 0, paidAmount: 0, payStatus: 0 };
    case 3:
    case 9:
      return { depositAmount, depositPaid: depositAmount, paidAmount: depositAmount, payStatus: 1 };
    case 4:
    case 5:
    case 6:
      return prepay
        ? { depositAmount, depositPaid: depositAmount, paidAmount: order.amount, payStatus: 2 }
        : { depositAmount, depositPaid: depositAmount, paidAmount: depositAmount, payStatus: 1 };
    case 7:
      return { depositAmount, depositPaid: depositAmount, paidAmount: order.amount, payStatus: 2 };
    default:
      return cancelledWithDeposit
        ? { depositAmount, depositPaid: depositAmount, paidAmount: 0, payStatus: 3 }
        : { depositAmount, depositPaid: 0, paidAmount: 0, payStatus: 0 };
  }
}

export function buildOrders(): Order[] {
  const left = new Map(LISTINGS.map((listing) => [listing.id, listing.soldOut ? 400 : listing.total * 0.85]));
  const perDay = new Map<string, number>();
  let cancelled = 0;
  const orders = STATUSES.map((status, index) => {
    // Every 2.5 days back from today; the newest three are today's, so a freshly seeded home page has today's
    // and this month's figures whatever the date (times later than now are clamped to now).
    const age = index >= STATUSES.length - 3 ? 0 : Math.round(147 - index * 2.5);
    const orderTime = daysAgo(age, 9 * 60 + rng.int(0, 8 * 60));
    // A listing that was open at the order time and still has quantity; buyers that use its category.
    const open = orderableListings.filter(
      (listing) =>
        ms(listing.createTime) < ms(orderTime) - 86_400_000 &&
        ms(listing.listEnd) > ms(orderTime) &&
        (left.get(listing.id) ?? 0) >= listing.minOrder,
    );
    // The sold-out listing takes every order it can until it is gone.
    const listing = open.find((candidate) => candidate.soldOut) ?? open[Math.floor(rng.next() * open.length)];
    const buyer = PARTIES[rng.pick(BUYERS_OF[listing.product.category])];
    const day = compactDate(orderTime);
    const seq = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, seq);
    const no = `DD${day}${String(seq).padStart(4, '0')}`;
    const lines = buildLines(listing, no, left.get(listing.id)!);
    const quantity = round3(lines.reduce((sum, line) => sum + line.quantity, 0));
    if (status !== 8) left.set(listing.id, left.get(listing.id)! - quantity);
    const amount = round2(lines.reduce((sum, line) => sum + line.amount, 0));
    const cancelledWithDeposit = status === 8 && cancelled++ === 0;
    const hasContract = status >= 1 && (status !== 8 || cancelledWithDeposit);
    const money = finance({ amount, status, listing }, cancelledWithDeposit);
    return {
      id: orderId(),
      tenantId: '000000',
      no,
      listing,
      buyer,
      seller: listing.seller,
      lines,
      quantity,
      amount,
      ...money,
      picked: 0,
      status,
      invoiceStatus: status === 7 ? 2 : status === 6 ? 1 : 0,
      paymentMethod: listing.settlementMethod === 3 ? 2 : rng.chance(0.8) ? 1 : 5,
      contractNo: hasContract ? `HT${day}${String(seq).padStart(4, '0')}` : '',
      orderTime,
      cancelReason: status === 8 ? (CANCEL_REASONS[cancelled - 1] ?? CANCEL_REASONS[0]) : '',
    };
  });
  return [...orders, ...tenantBOrders()];
}

/** Tenant 100001 trades among its own two companies. */
function tenantBOrders(): Order[] {
  const tenantOrderId = idSequence(65, 500);
  const tenantLineId = idSequence(66, 500);
  // The wheat in execution is delivered by truck from 石家庄 (volume reports, deliveries) on credit terms (its credit limit).
  return (
    [
      [0, 7, 100, [300, 200]],
      [0, 4, 60, [500]],
      [1, 3, 30, [200, 150]],
      [1, 0, 3, [300]],
      [1, 5, 45, [300, 200]],
    ] as const
  ).map(([listingIndex, status, age, quantities], index) => {
    const listing = TENANT_B_LISTINGS[listingIndex];
    const orderTime = daysAgo(age, 10 * 60 + index * 17);
    // Numbered from 5001 so that order numbers stay unique across tenants.
    const no = `DD${compactDate(orderTime)}${5001 + index}`;
    const lines = quantities.map((quantity, lineIndex) => ({
      id: tenantLineId(),
      productId: listing.product.id,
      productName: listing.product.name,
      grade: listing.product.grade,
      lotNo: `${no.slice(2, 8)}-B${lineIndex + 1}`,
      warehouse: listingIndex === 0 ? '天津港北疆港区5号堆场' : '石家庄正定粮库3号仓',
      quantity,
      unitPrice: listing.unitPrice,
      amount: round2(quantity * listing.unitPrice),
      picked: 0,
    }));
    const amount = round2(lines.reduce((sum, line) => sum + line.amount, 0));
    return {
      id: tenantOrderId(),
      tenantId: listing.tenantId,
      no,
      listing,
      buyer: TENANT_B_PARTIES[1],
      seller: TENANT_B_PARTIES[0],
      lines,
      quantity: round3(lines.reduce((sum, line) => sum + line.quantity, 0)),
      amount,
      ...finance({ amount, status, listing }, false),
      picked: 0,
      status,
      invoiceStatus: status === 7 ? 2 : 0,
      paymentMethod: listing.settlementMethod === 3 ? 2 : 1,
      contractNo: status >= 1 ? `HT${no.slice(2)}` : '',
      orderTime,
      cancelReason: '',
    };
  });
}

/** Tonnes ordered per listing by live (not cancelled) orders. */
export function orderedByGoods(orders: Order[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const order of orders)
    if (order.status !== 8) totals.set(order.listing.id, round3((totals.get(order.listing.id) ?? 0) + order.quantity));
  return totals;
}

/** Spreads an order's picked tonnes over its lines in order (the first lot is lifted first). */
export function setPicked(order: Order, picked: number): void {
  order.picked = round3(picked);
  let rest = order.picked;
  order.lines.forEach((line, index) => {
    const share = index === order.lines.length - 1 ? rest : Math.min(line.quantity, rest);
    line.picked = round3(Math.max(0, share));
    rest = round3(rest - line.picked);
  });
}

/** The order as tp_order stores it: parties, quantities, money so far, delivery terms and state. */
function orderRow(order: Order) {
  return {
    id: order.id,
    tenant_id: order.tenantId,
    order_no: order.no,
    goods_id: order.listing.id,
    goods_name: order.listing.name,
    category_id: order.listing.categoryId,
    order_type: 1,
    buyer_id: order.buyer.id,
    buyer_name: order.buyer.companyName,
    seller_id: order.seller.id,
    seller_name: order.seller.companyName,
    quantity: order.quantity,
    amount: order.amount,
    deposit_ratio: order.listing.depositRatio,
    deposit_amount: order.depositAmount,
    deposit_paid: order.depositPaid,
    paid_amount: order.paidAmount,
    picked_quantity: order.picked,
    delivery_method: order.listing.deliveryMethod,
    delivery_place: order.listing.base
      ? `${order.listing.base.province}${order.listing.base.city}${order.listing.base.name}`
      : '天津港北疆港区',
    delivery_start: dateOf(order.orderTime, 3),
    delivery_end: dateOf(order.orderTime, 60),
    settlement_method: order.listing.settlementMethod,
    payment_method: order.paymentMethod,
    contract_no: order.contractNo,
    order_status: order.status,
    pay_status: order.payStatus,
    invoice_status: order.invoiceStatus,
    order_time: order.orderTime,
    tolerance_pct: 5,
    weigh_allowance_permille: 3,
    cancel_reason: order.cancelReason,
    remark: order.listing.deliveryMethod === 2 ? '卖方送货到厂，按入库磅结算' : '',
    create_time: order.orderTime,
    update_time: after(order.orderTime, order.status >= 4 ? 20 : 2),
  };
}

/** One of the order's lines (tp_orderdetail): a product, grade and lot from one warehouse. */
function lineRow(order: Order, line: Order['lines'][number], index: number) {
  return {
    id: line.id,
    tenant_id: order.tenantId,
    order_id: order.id,
    order_no: order.no,
    product_id: line.productId,
    product_name: line.productName,
    grade: line.grade,
    lot_no: line.lotNo,
    logistics_base_id: order.listing.base?.id ?? '',
    warehouse_name: line.warehouse,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    amount: line.amount,
    picked_quantity: line.picked,
    remark: '',
    create_time: after(order.orderTime, 0, index + 1),
  };
}

export function seedOrders(db: Db, orders: Order[]): Record<string, number> {
  return {
    tp_order: insertRows(db, 'tp_order', orders.map(orderRow)),
    tp_orderdetail: insertRows(
      db,
      'tp_orderdetail',
      orders.flatMap((order) => order.lines.map((line, index) => lineRow(order, line, index))),
    ),
    tp_orderfile: insertRows(db, 'tp_orderfile', orderFiles(orders)),
  };
}

/** The documents an order collects as it advances: contract, payment slips, weigh-slip summary, quality report, invoice. */
function orderFiles(orders: Order[]): Row[] {
  const fileId = idSequence(67);
  return orders.flatMap((order) => {
    const files: [number, string, string][] = [];
    const signed = order.contractNo && order.status >= 2 && order.status !== 8;
    if (signed) files.push([1, `${order.contractNo}购销合同.pdf`, after(order.orderTime, 1)]);
    if (order.depositPaid > 0) files.push([2, `${order.no}保证金付款回单.pdf`, after(order.orderTime, 2)]);
    if (order.paidAmount >= order.amount && order.amount > 0) files.push([2, `${order.no}货款付款回单.pdf`, after(order.orderTime, 4)]);
    if (order.status >= 6 && order.status <= 7) {
      files.push([3, `${order.no}磅单汇总.pdf`, after(order.orderTime, 25)]);
      files.push([4, `${order.no}质检报告.pdf`, after(order.orderTime, 25, 30)]);
    }
    if (order.status === 7) files.push([5, `${order.no}增值税专用发票.pdf`, after(order.orderTime, 32)]);
    // The recorded size is that of the document the link serves (demo-files.ts draws it from the name).
    return files.map(([type, name, time]) => ({
      id: fileId(),
      tenant_id: order.tenantId,
      order_id: order.id,
      order_no: order.no,
      file_type: type,
      file_name: name,
      file_url: demoFileLink(name),
      file_size: demoDocument(name).length,
      uploader_name: type === 5 || type === 3 ? order.seller.contactName : order.buyer.contactName,
      create_time: time,
    }));
  });
}
