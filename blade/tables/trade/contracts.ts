import type { TableDef } from '../../crud/table-def';

// 电子合同 (E-contracts): the FaDaDa signing task of a contract (sign_task_id) and its signers' progress.
export const contractsTable: TableDef = {
  table: 'tp_contracts',
  base: '/blade-tradePort/contracts',
  columns: {
    contract_id: 'text',
    contract_no: 'text',
    contract_name: 'text',
    sign_task_id: 'text',
    template_id: 'text',
    initiator_name: 'text',
    signer_names: 'text',
    signed_count: 'int',
    signer_count: 'int',
    sign_status: 'int',
    sign_deadline: 'datetime',
    finish_time: 'datetime',
    signed_file_url: 'text',
    remark: 'text',
  },
  tenant: true,
  permission: 'contracts',
  required: ['contract_no', 'sign_task_id'],
  unique: [{ columns: ['sign_task_id'], message: '当前签署任务已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['contract_no']],
};
