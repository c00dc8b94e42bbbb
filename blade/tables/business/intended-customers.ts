import type { TableDef } from '../../crud/table-def';

// 意向客户 (prospects) in blade-user; toReal later turns one into a customer (converted_customer_id).
export const intendedCustomersTable: TableDef = {
  table: 'tp_intendedcustomers',
  base: '/blade-user/intendedcustomers',
  columns: {
    customer_name: 'text',
    customer_type: 'int',
    contact_name: 'text',
    contact_phone: 'text',
    province: 'text',
    city: 'text',
    intent_variety: 'int',
    intent_quantity: 'real',
    source: 'int',
    follow_user: 'text',
    follow_status: 'int',
    last_follow_time: 'datetime',
    next_follow_time: 'datetime',
    converted_customer_id: 'text',
    remark: 'text',
  },
  tenant: true,
  permission: 'intendedcustomers',
  required: ['customer_name', 'contact_phone'],
  unique: [{ columns: ['customer_name'], message: '当前意向客户已存在!' }],
  indexes: [['follow_status'], ['customer_name']],
};
