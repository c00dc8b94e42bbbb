import type { TableDef } from '../../crud/table-def';

// 发票管理 (Invoices): VAT invoice requests of an order; incl. tax = excl. tax + tax (grain 9 %).
export const invoiceTable: TableDef = {
  table: 'tp_invoice',
  base: '/blade-tradePort/invoice',
  columns: {
    invoice_apply_no: 'text', order_no: 'text', contract_no: 'text', seller_name: 'text', invoice_type: 'int', tax_rate: 'real',
    buyer_title: 'text', buyer_tax_no: 'text', buyer_address_phone: 'text', buyer_bank_account: 'text',
    quantity: 'real', amount_ex_tax: 'real', tax_amount: 'real', amount_incl_tax: 'real',
    invoice_no: 'text', invoice_code: 'text', invoice_date: 'date', invoice_status: 'int',
    express_company: 'text', express_no: 'text', remark: 'text',
  },
  tenant: true,
  permission: 'invoice',
  required: ['invoice_apply_no', 'order_no', 'invoice_type', 'buyer_title'],
  unique: [{ columns: ['invoice_apply_no'], message: '当前开票申请号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['order_no'], ['tenant_id', 'is_deleted', 'invoice_status']],
};
