import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, phone, text, textarea, weight } from '../fields';

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
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
