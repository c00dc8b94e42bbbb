import type { TableDef } from '../../crud/table-def';

// 商品类型 (Goods types): raw grain, finished grain, feed materials…; category.goods_type_id points here.
export const classificationTable: TableDef = {
  table: 'tp_classification',
  base: '/blade-tradePort/classification',
  columns: { classification_name: 'text', classification_code: 'text', icon: 'text', sort: 'int', remark: 'text' },
  tenant: true,
  permission: 'classification',
  required: ['classification_name', 'classification_code'],
  unique: [{ columns: ['classification_code'], message: '当前类型编码已存在!' }],
};
