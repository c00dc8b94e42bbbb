import { lineAmount, lineProblems, negotiatedLines, orderPayload, orderTotals, type OrderLineDraft } from './order-lines';

const skus = [
  { id: '1', sku: 'A', productName: '散装', price: 2210, stock: 100 },
  { id: '2', sku: 'B', productName: '袋装', price: 2240, stock: 50 },
];
const line = (productId: string, quantity: string, unitPrice: string, key = 0): OrderLineDraft => ({ key, productId, quantity, unitPrice });

describe('order lines', () => {
  it('add up quantities, amounts and the deposit', () => {
    const lines = [line('1', '60.5', '2210'), line('2', '40', '2222.225')];
    expect(lineAmount(lines[1])).toBe(88889);
    expect(orderTotals(lines, 10)).toEqual({ quantity: 100.5, amount: 222594, deposit: 22259.4 });
    expect(orderTotals([line('1', '', '2210')], 10)).toEqual({ quantity: 0, amount: 0, deposit: 0 });
  });

  it('name what is wrong with each line', () => {
    expect(
      lineProblems([line('', '1', '1'), line('1', '0', '1'), line('1', '1', '1'), line('2', '51', '1'), line('9', '1', '1')], skus),
    ).toEqual(['sku', 'quantity', 'duplicate', 'stock', 'sku']);
    expect(lineProblems([line('1', '100', '2210'), line('2', '5', '')], skus)).toEqual([null, 'price']);
  });

  it('send numbers and a trimmed buyer', () => {
    expect(orderPayload('7', ' 金谷 ', '', [line('1', '60.5', '2210')])).toEqual({
      goodsId: '7',
      buyerName: '金谷',
      remark: undefined,
      lines: [{ productId: '1', quantity: 60.5, unitPrice: 2210 }],
    });
    expect(orderPayload('7', '金谷', '', [line('1', '60', '2190')], ' 老客户批量 ')).toMatchObject({ priceReason: '老客户批量' });
  });

  it('name the lines whose price differs from the listing (they need a note)', () => {
    expect(negotiatedLines([line('1', '60', '2210'), line('2', '5', '2200')], skus)).toEqual([
      { productName: '袋装', listed: 2240, price: 2200 },
    ]);
    expect(negotiatedLines([line('1', '60', '2210.001'), line('', '1', '9')], skus)).toEqual([]);
  });
});
