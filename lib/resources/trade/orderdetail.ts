import { defineResource } from '../define-resource';
import { auditFields, dict, money, text, textarea, weight } from '../fields';

// 订单明细 (Order lines): amount = quantity × unitPrice.
export const orderdetail = defineResource({
  name: 'orderdetail',
  menuPath: '/order/orderdetail',
  api: '/blade-tradePort/orderdetail',
  titleField: 'lotNo',
  fields: {
    orderNo: text({ required: true, search: 'equal', width: 170 }),
    orderId: text({ list: false }),
    productName: text({ required: true, search: true, max: 100, width: 200 }),
    productId: text({ list: false }),
    grade: dict('grain_grade', { biz: true }),
    lotNo: text({ search: true, max: 32 }),
    logisticsBaseId: text({ list: false }),
    warehouseName: text({ max: 100, width: 180 }),
    quantity: weight({ required: true, min: 0 }),
    unitPrice: money({ required: true, min: 0 }),
    amount: money({ min: 0, width: 150 }),
    pickedQuantity: weight({ min: 0 }),
    remark: textarea({ max: 255 }),
    ...auditFields(),
  },
});
