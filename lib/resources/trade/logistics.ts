import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, phone, text, textarea, weight } from '../fields';

// 物流信息 (Shipments): truck / rail movements of a pick-up.
export const logistics = defineResource({
  name: 'logistics',
  menuPath: '/logistics/logistics',
  api: '/blade-tradePort/logistics',
  titleField: 'plateNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    pickupNo: text({ required: true, search: true, max: 32, width: 170 }),
    // Taken from the pick-up its number names (the service looks it up).
    pickupId: text({ list: false, form: false }),
    orderNo: text({ search: true, max: 32, width: 170, form: false }),
    transportMode: dict('transport_mode', { biz: true, required: true }),
    carrierName: text({ max: 100, width: 200 }),
    plateNo: text({ search: true, max: 10 }),
    driverName: text({ max: 50 }),
    driverPhone: phone({ list: false }),
    fromAddress: text({ list: false, max: 200 }),
    toAddress: text({ max: 200, width: 220 }),
    quantity: weight({ min: 0 }),
    currentLocation: text({ max: 100 }),
    departTime: datetime({ width: 170 }),
    arriveTime: datetime({ list: false }),
    logisticsStatus: dict('logistics_status', { biz: true, search: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
