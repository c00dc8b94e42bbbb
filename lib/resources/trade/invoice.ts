import { defineResource } from '../define-resource';
import { auditFields, date, dict, money, number, text, textarea, weight } from '../fields';

// 发票管理 (Invoices): amountInclTax = amountExTax + taxAmount.
export const invoice = defineResource({
  name: 'invoice',
  menuPath: '/contract/invoice',
  api: '/blade-tradePort/invoice',
  titleField: 'invoiceApplyNo',
  defaultSort: { field: 'createTime', direction: 'desc' },
  fields: {
    invoiceApplyNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 170 }),
    orderNo: text({ required: true, search: true, max: 32, width: 170 }),
    contractNo: text({ list: false, max: 32 }),
    sellerName: text({ max: 100, width: 200 }),
    invoiceType: dict('invoice_type', { biz: true, required: true }),
    taxRate: number({ min: 0, max: 100 }),
    buyerTitle: text({ required: true, search: true, max: 100, width: 200 }),
    buyerTaxNo: text({ list: false, max: 20 }),
    buyerAddressPhone: text({ list: false, max: 200 }),
    buyerBankAccount: text({ list: false, max: 200 }),
    quantity: weight({ list: false, min: 0 }),
    amountExTax: money({ list: false, min: 0 }),
    taxAmount: money({ list: false, min: 0 }),
    // The service derives the amount before tax and the tax from it at the grain VAT rate, so it is the one asked for.
    amountInclTax: money({ required: true, min: 0, width: 150 }),
    invoiceNo: text({ search: true, max: 20 }),
    invoiceCode: text({ list: false, max: 20 }),
    invoiceDate: date(),
    invoiceStatus: dict('invoice_status', { biz: true, search: true }),
    expressCompany: text({ list: false, max: 50 }),
    expressNo: text({ list: false, max: 32 }),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
  rowActions: [
    { name: 'order', code: 'order_view', href: '/order/orderdetail/{orderNo}', needs: ['orderNo'] },
    { name: 'images', code: 'invoiceimg_view', href: '/contract/invoiceimg?invoiceNo={invoiceNo}', needs: ['invoiceNo'] },
    { name: 'print', code: 'invoice_view', href: '/print/invoice/{id}', newTab: true, icon: 'print' },
  ],
});
