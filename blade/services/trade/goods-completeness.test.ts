import { incompleteMessage, missingForSale } from './goods-completeness';

const complete = { goodsName: '东北黄玉米', categoryId: '1', images: ['/a.jpg'], products: [{ sku: 'A', price: 2210, stock: 100 }] };

describe('missingForSale', () => {
  it('finds nothing missing on a complete listing', () => {
    expect(missingForSale(complete)).toEqual([]);
  });

  it('names every gap: category, image, SKU', () => {
    expect(missingForSale({ goodsName: ' ', categoryId: '', images: [], products: [] })).toEqual([
      '商品名称',
      '商品品类',
      '商品图片',
      'SKU',
    ]);
  });

  it('names each SKU without a positive price or stock', () => {
    const missing = missingForSale({
      ...complete,
      products: [
        { sku: 'A', price: 0, stock: 5 },
        { sku: '', price: 10, stock: null },
      ],
    });
    expect(missing).toEqual(['SKU A 的价格', 'SKU 2 的库存']);
    expect(incompleteMessage(missing)).toBe('商品信息不完整，无法上架，缺少：SKU A 的价格、SKU 2 的库存');
  });
});
