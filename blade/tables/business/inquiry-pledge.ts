import type { TableDef } from '../../crud/table-def';

// 质押询价 (pledge inquiries): a customer asks what a grain lot can raise; blade-finance saves and submits them.
export const inquiryPledgeTable: TableDef = {
  table: 'tp_inquirypledge',
  base: '/blade-finance/inquirypledge',
  columns: {
    inquiry_no: 'text', customer_id: 'text', customer_name: 'text', contact_name: 'text', contact_phone: 'text',
    variety: 'int', grade: 'int', goods_name: 'text', quantity: 'real', warehouse_name: 'text', expected_amount: 'real',
    market_price: 'real', appraised_price: 'real', loan_to_value: 'real', quoted_amount: 'real', funder_name: 'text',
    valid_until: 'date', inquiry_time: 'datetime', inquiry_status: 'int', remark: 'text',
  },
  tenant: true,
  endpoints: ['list', 'detail', 'save', 'submit'],
  permission: 'inquirypledge',
  required: ['inquiry_no', 'customer_name', 'variety', 'quantity'],
  unique: [{ columns: ['inquiry_no'], message: '当前询价单号已存在!' }],
  defaultOrder: 'inquiry_time DESC, id DESC',
  indexes: [['customer_name'], ['inquiry_status']],
};
