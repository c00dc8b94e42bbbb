import { defineResource } from '../resources/define-resource';
import { dict, text } from '../resources/fields';
import { parseGridState, searchInputKey, searchInputName, serializeGridState } from './grid-state';
import { toBladeDateTime, toListQuery } from './to-query';

const resource = defineResource({
  name: 'param',
  menuPath: '/system/param',
  api: '/blade-system/param',
  fields: {
    paramName: text({ search: true }),
    paramKey: text({ search: 'equal' }),
    category: dict('notice', { search: true }),
    remark: text(),
  },
});
const allowed = Object.keys(resource.fields);

describe('grid state in the URL', () => {
  it('round-trips page, size, sort, filters and the date range', () => {
    const params = new URLSearchParams('current=3&size=30&sort=paramKey,desc&paramName=abc&createTime_dategt=2026-01-01&junk=1&remark=x');
    const state = parseGridState(params, ['paramName', 'paramKey']);
    expect(state).toEqual({
      current: 3,
      size: 30,
      sort: { field: 'paramKey', direction: 'desc' },
      filters: { paramName: 'abc', createTime_dategt: '2026-01-01' },
    });
    expect(serializeGridState(state).toString()).toBe('current=3&size=30&sort=paramKey%2Cdesc&paramName=abc&createTime_dategt=2026-01-01');
  });

  it("reads the search form's own names, as the browser sends the form before the page's scripts ran", () => {
    const params = new URLSearchParams(
      'search-paramName=%E8%B4%A6%E5%8F%B7&search-paramKey=&search-dateFrom=2026-01-01&search-dateTo=&search-remark=x&search-current=9',
    );
    expect(parseGridState(params, ['paramName', 'paramKey'])).toEqual({
      current: 1,
      size: 10,
      sort: null,
      filters: { paramName: '账号', createTime_dategt: '2026-01-01' },
    });
    expect(['paramName', 'createTime_dategt', 'createTime_datelt'].map(searchInputName)).toEqual([
      'search-paramName',
      'search-dateFrom',
      'search-dateTo',
    ]);
    expect(['search-paramName', 'search-dateTo', 'paramName'].map(searchInputKey)).toEqual(['paramName', 'createTime_datelt', null]);
  });

  it('falls back to defaults for anything odd', () => {
    expect(parseGridState(new URLSearchParams('current=-1&size=7&sort=x;drop,up'), allowed)).toEqual({
      current: 1,
      size: 10,
      sort: null,
      filters: {},
    });
    const withDefault = { field: 'sort', direction: 'asc' } as const;
    expect(parseGridState(new URLSearchParams(''), allowed, withDefault).sort).toEqual(withDefault);
    expect(serializeGridState({ current: 1, size: 10, sort: withDefault, filters: {} }, withDefault).toString()).toBe('');
  });
});

describe('Blade list query', () => {
  it('maps paging, sort and filters to Blade’s parameters', () => {
    const query = toListQuery(resource, {
      current: 2,
      size: 30,
      sort: { field: 'createTime', direction: 'desc' },
      filters: {
        paramName: 'ab',
        paramKey: 'k',
        category: '2',
        remark: 'ignored',
        createTime_dategt: '2026-01-01',
        createTime_datelt: '2026-01-31',
      },
    });
    expect(query).toEqual({
      current: '2',
      size: '30',
      descs: 'create_time',
      paramName: 'ab',
      paramKey_equal: 'k',
      category_equal: '2',
      createTime_dategt: '2026-01-01 00:00:00',
      createTime_datelt: '2026-01-31 23:59:59',
    });
  });

  it('searches for what was typed without the spaces around it, and not at all for spaces only', () => {
    const query = toListQuery(resource, { current: 1, size: 10, sort: null, filters: { paramName: '  账号 ', paramKey: '   ' } });
    expect(query).toEqual({ current: '1', size: '10', paramName: '账号' });
  });

  it('completes datetimes the way Blade parses them', () => {
    expect(toBladeDateTime('2026-03-01T08:30')).toBe('2026-03-01 08:30:00');
    expect(toBladeDateTime('2026-03-01 08:30:15', true)).toBe('2026-03-01 08:30:15');
  });
});
