import type { TableDef } from '../../crud/table-def';

// 用户收藏 (Favourites): listings a customer follows.
export const collectionTable: TableDef = {
  table: 'tp_collection',
  base: '/blade-tradePort/collection',
  columns: { consumer_id: 'text', company_name: 'text', goods_id: 'text', goods_name: 'text', unit_price: 'real' },
  tenant: true,
  permission: 'collection',
  required: ['consumer_id', 'goods_id'],
  unique: [{ columns: ['consumer_id', 'goods_id'], message: '已收藏该商品!' }],
  indexes: [['consumer_id']],
};
