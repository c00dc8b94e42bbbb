import type { TableDef } from '../../crud/table-def';

// 授信额度 (Credit limits): what a buyer may owe for goods released on credit terms (账期结算, settlement_method 3), one live
// row per buyer. limit_status: 0 待审批, 1 已批准, 2 已驳回; applied and approved by different people, and an approved limit
// changed goes back to 待审批 (services/trade/credit-limits.ts). Releases on credit past it are refused (credit-terms.ts).
export const creditlimitTable: TableDef = {
  table: 'tp_creditlimit',
  base: '/blade-tradePort/creditlimit',
  columns: {
    buyer_id: 'text',
    buyer_name: 'text',
    credit_limit: 'real',
    credit_days: 'int',
    limit_status: 'int',
    apply_reason: 'text',
    applied_by: 'text',
    approved_by: 'text',
    approve_time: 'datetime',
    approve_remark: 'text',
  },
  tenant: true,
  permission: 'creditlimit',
  required: ['buyer_name', 'credit_limit'],
  unique: [{ columns: ['buyer_name'], message: '该买方已有授信额度，请修改原额度' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [['buyer_name']],
};
