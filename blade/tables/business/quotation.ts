import type { TableDef } from '../../crud/table-def';

// 检验报价 (inspection quotes a lab gives for a request).
export const quotationTable: TableDef = {
  table: 'tp_quotation',
  base: '/blade-inspection/quotation',
  columns: {
    quotation_no: 'text',
    application_id: 'text',
    application_no: 'text',
    customer_name: 'text',
    inspection_org: 'text',
    inspection_items: 'text',
    sample_count: 'int',
    unit_price: 'real',
    amount: 'real',
    valid_until: 'date',
    quote_time: 'datetime',
    quotation_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'quotation',
  required: ['quotation_no', 'inspection_org', 'amount'],
  unique: [{ columns: ['quotation_no'], message: '当前报价单号已存在!' }],
  defaultOrder: 'quote_time DESC, id DESC',
  indexes: [['application_no'], ['quotation_status']],
};
