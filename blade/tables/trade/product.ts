import type { TableDef } from '../../crud/table-def';

// 产品管理 (Products): the catalogue item a listing sells; Blade inserts with /save and updates with /update.
export const productTable: TableDef = {
  table: 'tp_product',
  base: '/blade-tradePort/product',
  columns: {
    category_id: 'text',
    product_name: 'text',
    product_code: 'text',
    sku: 'text',
    variety: 'text',
    grade: 'int',
    origin: 'text',
    harvest_year: 'text',
    specification: 'text',
    packaging: 'int',
    unit: 'int',
    quality_indices: 'text',
    images: 'text',
    description: 'text',
    // A listing's SKU (saveGoodsAndProduct): its spec values (JSON {specName: value}), unit price (元/吨) and stock (吨).
    goods_id: 'text',
    spec_values: 'text',
    price: 'real',
    stock: 'real',
  },
  tenant: true,
  permission: 'product',
  endpoints: ['list', 'listAll', 'detail', 'save', 'update', 'remove'],
  required: ['category_id', 'product_name', 'product_code'],
  unique: [{ columns: ['product_code'], message: '当前产品编码已存在!' }],
  indexes: [['category_id'], ['goods_id']],
};
