import type { TableDef } from '../../crud/table-def';

// 发票影像 (Invoice images): scans or PDF/OFD files of an issued invoice.
export const invoiceimgTable: TableDef = {
  table: 'tp_invoiceimg',
  base: '/blade-tradePort/invoiceimg',
  columns: { invoice_id: 'text', invoice_no: 'text', image_url: 'text', file_name: 'text', sort: 'int' },
  tenant: true,
  permission: 'invoiceimg',
  required: ['invoice_id', 'image_url'],
  indexes: [['invoice_id']],
};
