import { defineResource } from '../define-resource';
import { auditFields, money, switchField, text, weight } from '../fields';

// 购物车 (Carts): amount = unitPrice × quantity.
export const cart = defineResource({
  name: 'cart',
  menuPath: '/customer/cart',
  api: '/blade-tradePort/cart',
  titleField: 'goodsName',
  fields: {
    companyName: text({ search: true, max: 100, width: 220 }),
    consumerId: text({ required: true, list: false }),
    goodsName: text({ search: true, max: 100, width: 220 }),
    goodsId: text({ required: true, list: false }),
    unitPrice: money({ min: 0 }),
    quantity: weight({ required: true, min: 0 }),
    amount: money({ min: 0 }),
    isChecked: switchField(),
    ...auditFields(),
  },
});
