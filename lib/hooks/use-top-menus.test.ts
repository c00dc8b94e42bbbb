import { readTopMenus } from './use-top-menus';

describe('readTopMenus', () => {
  it('keeps well-formed top menus with string ids', () => {
    expect(
      readTopMenus([
        { id: 1, code: 'trade', name: '交易', source: 'Storefront', sort: 1 },
        { id: '2', code: 'finance', name: '金融' },
      ]),
    ).toEqual([
      { id: '1', code: 'trade', name: '交易', source: 'Storefront' },
      { id: '2', code: 'finance', name: '金融', source: '' },
    ]);
  });

  it('drops anything that is not a top menu', () => {
    expect(readTopMenus(null)).toEqual([]);
    expect(readTopMenus({ records: [] })).toEqual([]);
    expect(readTopMenus([null, 'x', { code: 'no-id' }])).toEqual([]);
  });
});
