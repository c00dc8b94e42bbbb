import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, money, number, phone, text, textarea, tree, weight } from '../fields';
import { ORDER_TRANSITIONS, orderGuard } from '../../workflows/pickup-machine';

const ORDER_STATUS_CANCELLED = ORDER_TRANSITIONS.cancel.to!;

// 交易订单 (Trade orders): keyed by orderNo; quantity and amount are the sums of its lines.
export const order = defineResource({
  name: 'order',
  menuPath: '/order/order',
  api: '/blade-tradePort/order',
  titleField: 'orderNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  // 新增 picks a listing on sale and its SKUs (saveOrderAndDetail); editing stays the generic form.
  addDialog: 'orderAdd',
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
    depositPaid: money({ list: false, min: 0, readOnly: true }),
    paidAmount: money({ list: false, min: 0 }),
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
    invoiceStatus: dict('invoice_status', { biz: true, list: false }),
    orderTime: datetime({ width: 170 }),
    cancelReason: textarea({ max: 255, readOnly: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'detail', code: 'order_view', href: '/order/orderdetail/{orderNo}' },
    { name: 'contract', code: 'order_contract', href: '/order/ordercontract/{orderNo}' },
    // 登记保证金: the deposit received so far, saved on the order (submit); reaching its deposit amount puts it into execution.
    // The form starts from what is already held: it is the total, and an empty box read as "add this" and lost the rest.
    {
      name: 'registerDeposit', code: 'order_edit', endpoint: 'submit', send: 'body', include: ['orderNo'], when: orderGuard('depositReceived'),
      form: { depositPaid: money({ required: true, min: 0 }) }, prefill: { depositPaid: 'depositPaid' },
    },
    // 取消订单: until the order is executed, with a reason (the order submit carries it with the cancelled state).
    {
      name: 'cancel', code: 'order_edit', endpoint: 'submit', send: 'body', include: ['orderNo'], values: { orderStatus: ORDER_STATUS_CANCELLED }, when: orderGuard('cancel'),
      form: { cancelReason: textarea({ required: true, max: 255 }) },
    },
    {
      name: 'newPickup', code: 'orderpickup_add', endpoint: '/blade-tradePort/orderpickup/pickUpSave', key: 'orderNo', param: 'orderNo', send: 'body',
      when: orderGuard('newPickup'),
      form: {
        applyQuantity: weight({ required: true, min: 0 }), pickupStart: date(), pickupEnd: date(),
        consignee: text({ max: 50 }), consigneePhone: phone(), vehicleCount: number({ min: 0, max: 999 }),
      },
    },
  ],
});
