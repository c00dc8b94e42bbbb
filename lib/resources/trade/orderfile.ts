import { defineResource } from '../define-resource';
import { auditFields, dict, file, number, text } from '../fields';

// 订单附件 (Order files): the order service only lists them.
export const orderfile = defineResource({
  name: 'orderfile',
  menuPath: '/order/orderfile',
  api: '/blade-order/orderfile',
  endpoints: { detail: null, submit: null, remove: null },
  readOnly: true,
  titleField: 'fileName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    orderNo: text({ search: 'equal', width: 170 }),
    orderId: text({ list: false }),
    fileType: dict('order_file_type', { biz: true, search: true }),
    fileName: text({ search: true, width: 240 }),
    fileUrl: file({ list: true }),
    fileSize: number(),
    uploaderName: text(),
    ...auditFields(),
  },
});
