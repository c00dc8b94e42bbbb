import { scopeCondition } from './data-scope';

const caller = { userId: 'u1', deptIds: ['d1'], subDeptIds: ['d1', 'd2'] };
const columns = { create_user: 'text', create_dept: 'text', delivery_province: 'text' };
const scope = (scope_type: number, scope_column: string, scope_value: string | null = null) => ({ scope_type, scope_column, scope_value });

describe('data scope conditions', () => {
  it('全部 adds nothing; 本人, 本部门 and 本部门及以下 bind the caller', () => {
    expect(scopeCondition(scope(1, 'create_dept'), caller, columns)).toBeNull();
    expect(scopeCondition(scope(2, 'create_user'), caller, columns)).toEqual({ sql: ['create_user = ?'], params: ['u1'] });
    expect(scopeCondition(scope(3, 'create_dept'), caller, columns)).toEqual({ sql: ['create_dept IN (?)'], params: ['d1'] });
    expect(scopeCondition(scope(4, 'create_dept'), caller, columns)).toEqual({ sql: ['create_dept IN (?,?)'], params: ['d1', 'd2'] });
  });

  it('evaluates simple custom rules as bound values, never as SQL', () => {
    expect(scopeCondition(scope(5, 'delivery_province', "delivery_province in ('13', '14')"), caller, columns)).toEqual({
      sql: ['delivery_province IN (?,?)'],
      params: ['13', '14'],
    });
    expect(scopeCondition(scope(5, '', "delivery_province = '13'"), caller, columns)).toEqual({
      sql: ['delivery_province IN (?)'],
      params: ['13'],
    });
  });

  it('fails closed on what it cannot apply: unknown columns, injected SQL, a caller without a department', () => {
    const none = { sql: ['0 = 1'], params: [] };
    expect(scopeCondition(scope(3, 'no_such_column'), caller, columns)).toEqual(none);
    expect(scopeCondition(scope(2, 'create_user; DROP TABLE x'), caller, columns)).toEqual(none);
    expect(scopeCondition(scope(5, '', "1=1 OR delivery_province = '13'"), caller, columns)).toEqual(none);
    expect(scopeCondition(scope(3, 'create_dept'), { ...caller, deptIds: [] }, columns)).toEqual(none);
  });
});
