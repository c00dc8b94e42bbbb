import { defineResource } from '../define-resource';
import { auditFields, date, dict, money, number, text, textarea } from '../fields';

// 物流运价 (Freight rates): 元/吨 per lane and transport mode.
export const logisticsprice = defineResource({
  name: 'logisticsprice',
  menuPath: '/logistics/logisticsprice',
  api: '/blade-tradePort/logisticsprice',
  titleField: 'toPlace',
  importable: true,
  fields: {
    fromPlace: text({ required: true, search: true, max: 100, width: 180 }),
    toPlace: text({ required: true, search: true, max: 100, width: 180 }),
    fromBaseId: text({ list: false }),
    transportMode: dict('transport_mode', { biz: true, required: true, search: true }),
    distanceKm: number({ min: 0 }),
    price: money({ required: true, min: 0 }),
    carrierName: text({ max: 100, width: 200 }),
    validFrom: date(),
    validTo: date(),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
