import { defineResource } from '../define-resource';
import { auditFields, phone, switchField, text } from '../fields';

// 收货地址 (Addresses).
export const address = defineResource({
  name: 'address',
  menuPath: '/customer/address',
  api: '/blade-tradePort/address',
  titleField: 'consignee',
  fields: {
    companyName: text({ search: true, max: 100, width: 220 }),
    consumerId: text({ required: true, list: false }),
    consignee: text({ required: true, search: true, max: 50 }),
    phone: phone({ required: true }),
    province: text({ max: 20 }),
    city: text({ max: 20 }),
    district: text({ max: 20 }),
    detailAddress: text({ required: true, max: 200, width: 260 }),
    isDefault: switchField(),
    ...auditFields(),
  },
});
