import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, number, phone, select, text, textarea, tree, weight } from '../fields';
import { orderGuard } from '@/domain/trade-machines';

/** The form of a payment or deposit received (the embedded service writes it to the ledger: blade/services/trade/money-actions.ts). */
const MONEY_FORM = {
  receivedAmount: money({ required: true, min: 0 }),
  entryDate: date({ required: true }),
  paymentMethod: dict('payment_method', { biz: true, required: true }),
  bankSerialNo: text({ required: true, max: 64 }),
};
/** Payments and deposits are taken once the contract is signed and until the order is done. */
const TAKES_MONEY = { orderStatus: [2, 3, 4, 5, 6] };

// 交易订单 (Trade orders): keyed by orderNo; quantity and amount are the sums of its lines.
export const order = defineResource({
  name: 'order',
  menuPath: '/order/order',
  api: '/blade-tradePort/order',
  titleField: 'orderNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  // 新增 picks a listing on sale and its SKUs (saveOrderAndDetail); editing stays the generic form.
  screen: { kind: 'addDialog', dialog: 'orderAdd' },
  fields: {
    orderNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    goodsName: text({ search: true, max: 100, width: 200 }),
    goodsId: text({ list: false }),
    categoryId: tree('category', { list: false }),
    orderType: dict('order_type', { biz: true }),
    buyerId: text({ list: false }),
    buyerName: text({ required: true, search: true, max: 100, width: 200 }),
    sellerId: text({ list: false }),
    sellerName: text({ required: true, max: 100, width: 200 }),
    // The lines' totals, the workflow's states and what was lifted: shown in the form, changed only by the actions
    // (the service keeps them on edit, blade/services/trade/order-hooks.ts).
    quantity: weight({ min: 0, readOnly: true }),
    amount: money({ min: 0, width: 150, readOnly: true }),
    depositRatio: number({ list: false, min: 0, max: 100 }),
    depositAmount: money({ list: false, min: 0, readOnly: true }),
    // Money is the ledger's projection (收款登记, 登记保证金, the pick-ups' deposit steps, invoices), never typed.
    depositPaid: money({ list: false, min: 0, readOnly: true }),
    paidAmount: money({ list: false, min: 0, readOnly: true }),
    pickedQuantity: weight({ min: 0, readOnly: true }),
    deliveryMethod: dict('delivery_method', { biz: true, list: false }),
    deliveryPlace: text({ list: false, max: 200 }),
    deliveryStart: date({ list: false }),
    deliveryEnd: date({ list: false }),
    settlementMethod: dict('settlement_method', { biz: true, list: false }),
    paymentMethod: dict('payment_method', { biz: true, list: false }),
    contractNo: text({ list: false, max: 32 }),
    orderStatus: dict('order_status', { biz: true, search: true, readOnly: true }),
    // Follows from what was paid against the amount.
    payStatus: dict('pay_status', { biz: true, readOnly: true }),
    invoiceStatus: dict('invoice_status', { biz: true, list: false, readOnly: true }),
    tolerancePct: number({ list: false, min: 0, max: 10 }),
    weighAllowancePermille: number({ list: false, min: 0, max: 10 }),
    orderTime: datetime({ width: 170 }),
    cancelReason: textarea({ max: 255, readOnly: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'detail', code: 'order_view', href: '/order/orderdetail/{orderNo}' },
    { name: 'contract', code: 'order_contract', href: '/order/ordercontract/{orderNo}' },
    { name: 'print', code: 'order_view', href: '/print/contract/{orderNo}', newTab: true, icon: 'print' },
    // 登记保证金 and 收款登记: each a dated ledger entry with its method and bank reference; the whole deposit puts a signed order into execution.
    {
      name: 'registerDeposit',
      code: 'order_edit',
      endpoint: '/blade-tradePort/order/registerDeposit',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: TAKES_MONEY,
      form: MONEY_FORM,
    },
    {
      name: 'registerPayment',
      code: 'order_edit',
      endpoint: '/blade-tradePort/order/registerPayment',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: TAKES_MONEY,
      form: MONEY_FORM,
    },
    // 取消订单: until goods are released, with a reason; a deposit held is refunded or forfeited as decided.
    {
      name: 'cancel',
      code: 'order_edit',
      endpoint: '/blade-tradePort/order/cancel',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: orderGuard('cancel'),
      form: { cancelReason: textarea({ required: true, max: 255 }), depositDecision: select(['refund', 'forfeit']) },
    },
    // 价格补充协议: after signing, a new price for what is not yet settled, with its reason and the party asking; it takes
    // effect once both parties sign it on the order's contract page (blade/services/trade/order-supplements.ts).
    {
      name: 'supplement',
      code: 'order_price',
      endpoint: '/blade-tradePort/order/proposeSupplement',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: orderGuard('supplement'),
      form: {
        unitPrice: money({ required: true, min: 0 }),
        reason: textarea({ required: true, max: 200 }),
        proposerParty: select(['1', '2'], { required: true }),
      },
    },
    // 结清: lifted into the band, settled, paid and invoiced; the deposit still held pays the rest or goes back.
    {
      name: 'close',
      code: 'order_edit',
      endpoint: '/blade-tradePort/order/close',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: orderGuard('close'),
      confirm: true,
    },
    {
      name: 'newPickup',
      code: 'orderpickup_add',
      endpoint: '/blade-tradePort/orderpickup/pickUpSave',
      key: 'orderNo',
      param: 'orderNo',
      send: 'body',
      when: orderGuard('newPickup'),
      form: {
        applyQuantity: weight({ required: true, min: 0 }),
        pickupStart: date(),
        pickupEnd: date(),
        consignee: text({ max: 50 }),
        consigneePhone: phone(),
        vehicleCount: number({ min: 0, max: 999 }),
      },
    },
  ],
});
