import type { TableDef } from '../../crud/table-def';

// 监管授权 (supervision mandates): a supervision company authorises its staff over a depot and a pledge.
export const superviseAuthTable: TableDef = {
  table: 'tp_financesuperviseauth',
  base: '/blade-tradePort/financesuperviseauth',
  columns: {
    auth_no: 'text',
    supervisor_id: 'text',
    supervisor_name: 'text',
    warehouse_name: 'text',
    pledge_agreement_no: 'text',
    pledgor_name: 'text',
    authorized_users: 'text',
    contact_phone: 'text',
    supervise_scope: 'int',
    valid_from: 'date',
    valid_to: 'date',
    auth_letter_file: 'text',
    auth_status: 'int',
    remark: 'text',
  },
  tenant: true,
  permission: 'financesuperviseauth',
  required: ['auth_no', 'supervisor_name', 'warehouse_name', 'supervise_scope'],
  unique: [{ columns: ['auth_no'], message: '当前授权编号已存在!' }],
  indexes: [['supervisor_name'], ['auth_status']],
};
