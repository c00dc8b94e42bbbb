import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, money, text, textarea, weight } from '../fields';

// 物流运单 (Waybills): lossQuantity = loaded − unloaded; freightAmount = freightPrice × loaded.
export const logisticsorder = defineResource({
  name: 'logisticsorder',
  menuPath: '/order/logisticsorder',
  api: '/blade-order/logisticsorder',
  titleField: 'waybillNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    waybillNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ search: true, max: 32, width: 170 }),
    pickupNo: text({ search: true, max: 32, width: 170 }),
    carrierName: text({ required: true, search: true, max: 100, width: 200 }),
    transportMode: dict('transport_mode', { biz: true }),
    fromBaseId: text({ list: false }),
    fromAddress: text({ list: false, max: 200 }),
    toAddress: text({ max: 200, width: 220 }),
    plannedQuantity: weight({ list: false, min: 0 }),
    loadedQuantity: weight({ min: 0 }),
    unloadedQuantity: weight({ min: 0 }),
    lossQuantity: weight({ min: 0 }),
    freightPrice: money({ list: false, min: 0 }),
    freightAmount: money({ min: 0 }),
    departTime: datetime({ list: false }),
    arriveTime: datetime({ list: false }),
    logisticsStatus: dict('logistics_status', { biz: true, search: true }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
