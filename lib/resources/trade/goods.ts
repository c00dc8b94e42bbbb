import { defineResource } from '../define-resource';
import { auditFields, date, datetime, dict, file, image, money, number, phone, switchField, text, textarea, tree, weight } from '../fields';

// 挂牌商品 (Listings): the grid lists and removes; adding and editing happen on the goods-add screen (goods with SKUs).
export const goods = defineResource({
  name: 'goods',
  menuPath: '/tradeport/goods',
  api: '/blade-tradePort/goods',
  titleField: 'goodsName',
  defaultSort: { field: 'createTime', direction: 'desc' },
  screen: { kind: 'formPage', path: '/tradeport/goods-add' },
  // Put on sale asks the server, which names what a listing still lacks.
  // 上架 while off sale, 下架 while on sale (goodsOnSale with onSale 0): one button in the row, for the state it can change.
  rowActions: [
    { name: 'onsale', code: 'goods_onsale', endpoint: 'goodsOnSale', send: 'body', icon: 'sell', done: 'onsaleDone', when: { onSale: [0] } },
    { name: 'offsale', code: 'goods_onsale', endpoint: 'goodsOnSale', send: 'body', icon: 'unsell', done: 'offsaleDone', when: { onSale: [1] }, values: { onSale: 0 }, confirm: true },
  ],
  fields: {
    goodsNo: text({ required: true, search: true, readOnly: 'edit', max: 32, width: 160 }),
    goodsName: text({ required: true, search: true, max: 100, width: 220 }),
    categoryId: tree('category', { required: true, search: true }),
    productId: text({ list: false }),
    sellerId: text({ list: false }),
    sellerName: text({ search: true, max: 100, width: 200 }),
    tradeType: dict('trade_type', { biz: true }),
    priceType: dict('price_type', { biz: true, list: false }),
    unitPrice: money({ min: 0 }),
    basisContract: text({ list: false, max: 20 }),
    basisSpread: money({ list: false }),
    totalQuantity: weight({ min: 0 }),
    availableQuantity: weight({ min: 0 }),
    minOrderQuantity: weight({ list: false, min: 0 }),
    depositRatio: number({ list: false, min: 0, max: 100 }),
    deliveryMethod: dict('delivery_method', { biz: true, list: false }),
    deliveryPlace: text({ list: false, max: 200 }),
    logisticsBaseId: text({ list: false }),
    deliveryStart: date({ list: false }),
    deliveryEnd: date({ list: false }),
    settlementMethod: dict('settlement_method', { biz: true, list: false }),
    weightBasis: dict('weight_basis', { biz: true, list: false }),
    qualityBasis: dict('quality_basis', { biz: true, list: false }),
    listStart: datetime({ list: false }),
    listEnd: datetime({ list: false }),
    onSale: switchField(),
    auditStatus: dict('audit_status', { biz: true }),
    goodsStatus: dict('goods_status', { biz: true, search: true }),
    contactName: text({ list: false, max: 50 }),
    contactPhone: phone({ list: false }),
    images: image({ list: false }),
    attachments: file(),
    remark: textarea({ max: 500 }),
    ...auditFields(),
  },
});
