import type { TableDef } from '../../crud/table-def';

// 物流运价 (Freight rates): 元/吨 from a depot to a destination by transport mode.
export const logisticspriceTable: TableDef = {
  table: 'tp_logisticsprice',
  base: '/blade-tradePort/logisticsprice',
  columns: {
    from_base_id: 'text',
    from_place: 'text',
    to_place: 'text',
    transport_mode: 'int',
    distance_km: 'real',
    price: 'real',
    carrier_name: 'text',
    valid_from: 'date',
    valid_to: 'date',
    remark: 'text',
  },
  tenant: true,
  permission: 'logisticsprice',
  required: ['from_place', 'to_place', 'transport_mode', 'price'],
};
