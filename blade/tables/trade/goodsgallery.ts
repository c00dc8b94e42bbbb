import type { TableDef } from '../../crud/table-def';

// 商品图库 (Goods gallery): photos of a listing (pile, sample, quality report).
export const goodsgalleryTable: TableDef = {
  table: 'tp_goodsgallery',
  base: '/blade-tradePort/goodsgallery',
  columns: { goods_id: 'text', title: 'text', image_url: 'text', is_main: 'int', sort: 'int' },
  tenant: true,
  permission: 'goodsgallery',
  required: ['goods_id', 'image_url'],
  indexes: [['goods_id']],
};
