import { readBladeMenus } from './read-menus';

describe('reading menu/routes', () => {
  it('keeps menus, stringifies ids and numbers, fills blanks', () => {
    expect(readBladeMenus([{ id: 1, code: 'system', name: '系统管理', path: '/system', source: null, isOpen: '2', children: [{ id: '2', name: '用户管理' }] }])).toEqual([
      { id: '1', code: 'system', name: '系统管理', path: '/system', source: '', isOpen: 2, children: [{ id: '2', code: '', name: '用户管理', path: '', source: '', isOpen: 1 }] },
    ]);
  });
  it('keeps a roles meta and drops anything that is not a menu', () => {
    expect(readBladeMenus([null, 'x', { name: 'no id' }, { id: 'a', meta: { roles: ['hr', 3] } }])).toEqual([
      { id: 'a', code: '', name: '', path: '', source: '', isOpen: 1, meta: { roles: ['hr', '3'] } },
    ]);
    expect(readBladeMenus({ records: [] })).toBeNull();
  });
});
