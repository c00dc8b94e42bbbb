import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, phone, text, textarea, weight } from '../fields';

// 发货管理 (Shipping): seller-delivered consignments of an order.
export const shipping = defineResource({
  name: 'shipping',
  menuPath: '/logistics/shipping',
  api: '/blade-tradePort/shipping',
  titleField: 'shippingNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    shippingNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ required: true, search: true, max: 32, width: 170 }),
    pickupNo: text({ search: true, max: 32, width: 170 }),
    sellerName: text({ max: 100, width: 200 }),
    buyerName: text({ search: true, max: 100, width: 200 }),
    consignee: text({ max: 50 }),
    consigneePhone: phone({ list: false }),
    shipAddress: text({ list: false, max: 200 }),
    receiveAddress: text({ max: 200, width: 220 }),
    quantity: weight({ required: true, min: 0 }),
    transportMode: dict('transport_mode', { biz: true }),
    carrierName: text({ list: false, max: 100 }),
    shipTime: datetime({ width: 170 }),
    logisticsStatus: dict('logistics_status', { biz: true, search: true }),
    // Fees: freight and total are the service's sums (start fee + 元/吨 × quantity, + other charges).
    feeId: text({ list: false, form: false }),
    startFee: money({ min: 0, list: false }),
    unitFee: money({ min: 0 }),
    freightFee: money({ form: false, readOnly: true }),
    extraFee: money({ min: 0, list: false }),
    totalFee: money({ form: false, readOnly: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] },
    { name: 'orderShipping', code: 'shipping_view', href: '/component/orderShipping?orderNo={orderNo}', needs: ['orderNo'] },
  ],
});
