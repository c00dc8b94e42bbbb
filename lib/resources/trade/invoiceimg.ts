import { defineResource } from '../define-resource';
import { auditFields, image, number, text } from '../fields';

// 发票影像 (Invoice images).
export const invoiceimg = defineResource({
  name: 'invoiceimg',
  menuPath: '/contract/invoiceimg',
  api: '/blade-tradePort/invoiceimg',
  titleField: 'fileName',
  fields: {
    invoiceNo: text({ search: true, max: 20 }),
    invoiceId: text({ required: true, list: false }),
    fileName: text({ search: true, max: 100, width: 220 }),
    imageUrl: image({ required: true, list: true }),
    sort: number({ min: 0 }),
    ...auditFields(),
  },
});
