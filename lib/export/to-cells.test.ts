import { defineResource } from '../resources/define-resource';
import { dict, money, select, switchField, text, textarea, weight } from '../resources/fields';
import { exportedFields, toCells } from './to-cells';

const resource = defineResource({
  name: 'goods',
  menuPath: '/x',
  api: '/blade-x/goods',
  fields: {
    goodsName: text(),
    grade: dict('grain_grade'),
    price: money(),
    stock: weight(),
    onSale: switchField(),
    mode: select(['bulk', 'bag']),
    note: textarea(),
  },
});

describe('export cells', () => {
  it('exports the visible listed columns with labels resolved and numbers kept numeric', () => {
    const fields = exportedFields(resource, { stock: false });
    expect(fields.map(([name]) => name)).toEqual(['goodsName', 'grade', 'price', 'onSale', 'mode']);
    const cells = toCells({ goodsName: '东北玉米', grade: '2', price: '2380.50', onSale: 1, mode: 'bulk', stock: 10 }, fields, {
      field: (name) => name,
      option: (_, value) => (value === 'bulk' ? '散装' : value),
      yes: '是',
      no: '否',
      lookups: { grade: new Map([['2', '二等']]) },
    });
    expect(cells).toEqual(['东北玉米', '二等', 2380.5, '是', '散装']);
  });

  it('leaves Blade’s empty markers empty', () => {
    const fields = exportedFields(resource, {});
    expect(
      toCells({ goodsName: '', grade: '', price: -1 }, fields, {
        field: String,
        option: (_, v) => v,
        yes: 'y',
        no: 'n',
        lookups: {},
      }).slice(0, 3),
    ).toEqual([null, null, null]);
  });
});
