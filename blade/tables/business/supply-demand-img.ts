import type { TableDef } from '../../crud/table-def';

// 供求图片 (pictures of supply/demand posts): the back office only pages them (GET /page).
export const supplyDemandImgTable: TableDef = {
  table: 'tp_supplydemandimg',
  base: '/blade-supplyDemand/supplyDemandImg',
  columns: { supply_demand_id: 'text', supply_demand_title: 'text', img_url: 'text', img_name: 'text', sort: 'int' },
  tenant: true,
  endpoints: ['page'],
  permission: 'supplydemandimg',
  defaultOrder: 'supply_demand_id DESC, sort ASC',
  indexes: [['supply_demand_id']],
};
