import type { ValidationTexts } from '../forms/form-schema';
import { emptyGoodsForm, fromGoodsDetail, toGoodsPayload, validateGoodsForm, type GoodsFormValues } from './goods-form';

const texts: ValidationTexts = {
  required: (label) => `请输入${label}`,
  requiredSelect: (label) => `请选择${label}`,
  number: 'number',
  decimals: (n) => `decimals ${n}`,
  tooLong: (n) => `long ${n}`,
  tooShort: (n) => `short ${n}`,
  tooLarge: (n) => `large ${n}`,
  tooSmall: (n) => `small ${n}`,
  email: 'email',
  phoneEmpty: '',
  phoneLength: '',
  phoneFormat: '',
  date: 'date',
  digits: 'digits',
};
const table = { duplicateSku: 'duplicate', noSku: 'no sku' };
const validate = (values: GoodsFormValues) => validateGoodsForm(values, texts, (name) => name, table);

const filled = (): GoodsFormValues => ({
  ...emptyGoodsForm(),
  goodsNo: 'G1',
  goodsName: '玉米',
  sellerName: '黑龙江北大荒粮食集团',
  categoryId: '10',
  skus: [
    { key: 'a', sku: 'A', specValues: { 容重: '710' }, price: '2210.50', stock: '100.125' },
    { key: 'b', sku: 'B', specValues: {}, price: '', stock: '' },
  ],
});

describe('goods form validation', () => {
  it('accepts a draft whose second SKU has no price or stock yet', () => {
    expect(validate(filled())).toEqual({});
  });

  it('needs the listing’s number, name and category', () => {
    expect(validate(emptyGoodsForm())).toEqual({
      goodsNo: '请输入goodsNo',
      goodsName: '请输入goodsName',
      sellerName: '请输入sellerName',
      categoryId: '请选择categoryId',
    });
  });

  it('checks each SKU row: money 2 decimals, tonnes 3, no negative, unique codes', () => {
    const values = filled();
    values.skus = [
      { key: 'a', sku: 'A', specValues: {}, price: '1.234', stock: '1.2345' },
      { key: 'b', sku: 'A', specValues: {}, price: '-1', stock: 'x' },
    ];
    expect(validate(values)).toEqual({
      'skus.a.price': 'decimals 2',
      'skus.a.stock': 'decimals 3',
      'skus.b.sku': 'duplicate',
      'skus.b.price': 'small 0',
      'skus.b.stock': 'number',
    });
    expect(validate({ ...values, skus: [] })).toEqual({ skus: 'no sku' });
  });

  it('checks quality indices and the harvest year', () => {
    const values = { ...filled(), harvestYear: '25', quality: { ...filled().quality, moisture: '101', testWeight: 'abc' } };
    expect(validate(values)).toEqual({ harvestYear: 'small 1990', 'quality.moisture': 'large 100', 'quality.testWeight': 'number' });
  });
});

describe('goods form conversion', () => {
  it('sends numbers and drops blank spec values; reads the detail back to the same values', () => {
    const values = { ...filled(), id: '7', gallery: '/a.jpg,/b.jpg', grade: '2', quality: { ...filled().quality, moisture: '14' } };
    const payload = toGoodsPayload(values);
    expect(payload.products).toEqual([
      { sku: 'A', specValues: { 容重: '710' }, price: 2210.5, stock: 100.125 },
      { sku: 'B', specValues: {}, price: null, stock: null },
    ]);
    expect(payload.gallery).toEqual(['/a.jpg', '/b.jpg']);
    expect(payload.qualityIndices).toMatchObject({ moisture: 14, testWeight: null, grade: '2' });
    const detail = { ...payload, products: payload.products.map((product, index) => ({ ...product, id: `p${index}` })) };
    const back = fromGoodsDetail(detail);
    expect(back.skus.map((row) => [row.id, row.sku, row.price, row.stock])).toEqual([
      ['p0', 'A', '2210.5', '100.125'],
      ['p1', 'B', '', ''],
    ]);
    expect(back).toMatchObject({
      id: '7',
      goodsNo: 'G1',
      gallery: '/a.jpg,/b.jpg',
      grade: '2',
      quality: { moisture: '14', testWeight: '' },
    });
  });
});
