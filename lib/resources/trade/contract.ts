import { defineResource } from '../define-resource';
import { auditFields, date, dict, file, money, text, textarea, weight } from '../fields';

// 合同管理 (Contracts): party A sells, party B buys; orderNo links the order.
export const contract = defineResource({
  name: 'contract',
  menuPath: '/contract/contract',
  api: '/blade-tradePort/contract',
  titleField: 'contractName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    contractNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    contractName: text({ required: true, max: 100, width: 240 }),
    contractType: dict('contract_type', { biz: true, required: true }),
    orderNo: text({ search: true, max: 32, width: 170 }),
    orderId: text({ list: false }),
    partyAId: text({ list: false }),
    partyAName: text({ search: true, max: 100, width: 200 }),
    partyBId: text({ list: false }),
    partyBName: text({ max: 100, width: 200 }),
    quantity: weight({ min: 0 }),
    amount: money({ min: 0, width: 150 }),
    signDate: date(),
    effectiveDate: date({ list: false }),
    expireDate: date({ list: false }),
    contractStatus: dict('contract_status', { biz: true, search: true }),
    signStatus: dict('sign_status', { biz: true }),
    fileUrl: file(),
    signedFileUrl: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [{ name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] }],
});
