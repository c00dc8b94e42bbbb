import type { TableDef } from '../../crud/table-def';

// 挂牌商品 (Listings): a lot offered for sale; goods_status / audit_status / on_sale drive the later on-sale flow.
export const goodsTable: TableDef = {
  table: 'tp_goods',
  base: '/blade-tradePort/goods',
  columns: {
    goods_no: 'text', goods_name: 'text', product_id: 'text', category_id: 'text', seller_id: 'text', seller_name: 'text',
    trade_type: 'int', price_type: 'int', unit_price: 'real', basis_contract: 'text', basis_spread: 'real',
    total_quantity: 'real', available_quantity: 'real', min_order_quantity: 'real', deposit_ratio: 'real',
    delivery_method: 'int', delivery_place: 'text', logistics_base_id: 'text', delivery_start: 'date', delivery_end: 'date',
    settlement_method: 'int', weight_basis: 'int', quality_basis: 'int', list_start: 'datetime', list_end: 'datetime',
    on_sale: 'int', audit_status: 'int', goods_status: 'int', contact_name: 'text', contact_phone: 'text',
    images: 'text', attachments: 'text', remark: 'text',
    // The lot's own origin, crop year and measured quality (JSON {moisture, test_weight, …}); set by saveGoodsAndProduct.
    origin: 'text', harvest_year: 'text', quality_indices: 'text',
  },
  tenant: true,
  permission: 'goods',
  endpoints: ['list', 'detail', 'submit', 'save', 'update', 'remove'],
  required: ['goods_no', 'goods_name', 'category_id'],
  unique: [{ columns: ['goods_no'], message: '当前商品编号已存在!' }],
  defaultOrder: 'create_time DESC, id DESC',
  indexes: [
    ['tenant_id', 'is_deleted', 'create_time', 'id'],
    ['tenant_id', 'is_deleted', 'goods_status', 'create_time'],
    ['goods_no'],
    ['product_id'],
  ],
};
