import type { TableDef } from '../../crud/table-def';

// 用户认证 (KYC review): individual or enterprise verification; approve/reject move auth_status, verification records
// its identity check (services/desk); generic writes keep the state (services/desk/hooks.ts).
export const userAuthTable: TableDef = {
  table: 'tp_userauth',
  base: '/blade-tradePort/userauth',
  columns: {
    user_id: 'text', account: 'text', auth_type: 'int', trade_role: 'int', real_name: 'text', id_card_no: 'text',
    id_card_front: 'text', id_card_back: 'text', company_name: 'text', credit_code: 'text', legal_person: 'text',
    business_license: 'text', registered_address: 'text', business_scope: 'text', bank_name: 'text', bank_account: 'text',
    contact_phone: 'text', apply_time: 'datetime', auth_status: 'int', audit_user: 'text', audit_time: 'datetime',
    reject_reason: 'text', verify_result: 'int', verify_message: 'text', verify_time: 'datetime', remark: 'text',
  },
  tenant: true,
  permission: 'userauth',
  required: ['account', 'auth_type', 'real_name'],
  defaultOrder: 'apply_time DESC, id DESC',
  indexes: [['auth_status'], ['company_name'], ['account']],
};
