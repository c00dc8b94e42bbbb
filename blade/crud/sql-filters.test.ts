import { entityFilters, mapFilters, orderBy } from './sql-filters';
import type { ColumnType } from './table-def';

const columns: Record<string, ColumnType> = {
  id: 'text',
  param_name: 'text',
  param_key: 'text',
  sort: 'int',
  create_time: 'datetime',
  is_deleted: 'int',
};
const q = (text: string) => new URLSearchParams(text);

describe('SqlKeyword filters', () => {
  it('treats a plain key as LIKE and escapes wildcards', () => {
    expect(mapFilters(q('paramName=a%b_c&current=2&size=10'), columns)).toEqual({
      sql: ["param_name LIKE ? ESCAPE '\\'"],
      params: ['%a\\%b\\_c%'],
    });
  });

  it('maps every suffix in Blade’s order', () => {
    const where = mapFilters(
      q(
        'paramKey_equal=k&sort_ge=2&sort_lt=9&createTime_dategt=2026-01-01 00:00:00&createTime_datelt=2026-12-31 23:59:59&paramName_likeright=ab&paramKey_notnull=1',
      ),
      columns,
    );
    expect(where.sql).toEqual([
      'param_key = ?',
      'sort >= ?',
      'sort < ?',
      'create_time > ?',
      'create_time < ?',
      "param_name LIKE ? ESCAPE '\\'",
      'param_key IS NOT NULL',
    ]);
    expect(where.params).toEqual(['k', '2', '9', '2026-01-01 00:00:00', '2026-12-31 23:59:59', 'ab%']);
  });

  it('skips empty values, unknown columns, is_deleted and injection attempts', () => {
    expect(mapFilters(q('paramName=&nope=1&isDeleted=1&param_name;drop table x=1'), columns).sql).toEqual([]);
  });

  it('refuses a date filter that is not a full datetime', () => {
    expect(() => mapFilters(q('createTime_dategt=2026-01-01'), columns)).toThrow('请求参数格式错误: createTime_dategt');
  });

  it('binds entity fields as equalities and ignores suffixes', () => {
    expect(entityFilters(q('paramName=a&paramName_like=b&sort=3'), columns)).toEqual({
      sql: ['param_name = ?', 'sort = ?'],
      params: ['a', '3'],
    });
  });
});

describe('ordering', () => {
  it('accepts known columns in snake or camel case, ascending then descending', () => {
    expect(orderBy(q('ascs=sort,param_name&descs=createTime'), columns, 'id DESC')).toBe('sort ASC, param_name ASC, create_time DESC');
  });
  it('falls back when nothing usable is given', () => {
    expect(orderBy(q('ascs=1;drop&descs=unknown'), columns, 'id DESC')).toBe('id DESC');
  });
});

describe('prototype names are not columns (found by bench/fuzz.mjs)', () => {
  it('ignores constructor, toString and __proto__ in filters, entity filters and sorts', () => {
    const query = q('constructor=x&toString=1&__proto__=y&hasOwnProperty_like=z&descs=constructor,toString&paramKey=k');
    expect(mapFilters(query, columns).sql).toEqual(["param_key LIKE ? ESCAPE '\\'"]);
    expect(entityFilters(query, columns).sql).toEqual(['param_key = ?']);
    expect(JSON.stringify(orderBy(query, columns) ?? null)).not.toMatch(/constructor|toString/);
  });
});
