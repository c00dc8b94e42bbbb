import { defineResource } from '../define-resource';
import { auditFields, datetime, dict, file, money, text } from '../fields';

// 订单合同 (Order contracts): listed here; generated, linked and downloaded on /order/ordercontract/{orderNo}.
export const ordercontract = defineResource({
  name: 'ordercontract',
  menuPath: '/order/ordercontract',
  api: '/blade-tradePort/ordercontract',
  endpoints: { detail: null, submit: null, remove: null },
  readOnly: true,
  titleField: 'contractName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    orderNo: text({ search: 'equal', width: 170 }),
    orderId: text({ list: false }),
    contractNo: text({ search: true, width: 170 }),
    contractName: text({ width: 240 }),
    contractType: dict('contract_type', { biz: true }),
    partyAName: text({ search: true, width: 200 }),
    partyBName: text({ search: true, width: 200 }),
    amount: money({ width: 150 }),
    signStatus: dict('sign_status', { biz: true, search: true }),
    signTaskId: text({ list: false }),
    shortUrl: text({ list: false }),
    fileUrl: file(),
    signedFileUrl: file(),
    signTime: datetime({ width: 170 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'open', code: 'ordercontract_view', href: '/order/ordercontract/{orderNo}' },
    { name: 'print', code: 'ordercontract_view', href: '/print/contract/{orderNo}', needs: ['orderNo'], newTab: true, icon: 'print' },
  ],
});
