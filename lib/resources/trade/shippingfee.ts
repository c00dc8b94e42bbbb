import { defineResource } from '../define-resource';
import { auditFields, dict, money, text, textarea, weight } from '../fields';

// 运费设置 (Shipping fees): start fee plus 元/吨 between provinces.
export const shippingfee = defineResource({
  name: 'shippingfee',
  menuPath: '/logistics/shippingfee',
  api: '/blade-tradePort/shippingfee',
  titleField: 'feeName',
  fields: {
    feeName: text({ required: true, search: true, max: 100, width: 200 }),
    transportMode: dict('transport_mode', { biz: true, required: true, search: true }),
    fromProvince: text({ search: true, max: 20 }),
    toProvince: text({ max: 20 }),
    startFee: money({ min: 0 }),
    unitFee: money({ required: true, min: 0 }),
    minQuantity: weight({ min: 0 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
