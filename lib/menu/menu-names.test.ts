import { menuCodesById, relabelTree } from './menu-names';
import type { BladeMenu } from './nav-item';

const menu = (id: string, code: string, children?: BladeMenu[]): BladeMenu => ({
  id,
  code,
  name: code,
  path: '',
  source: '',
  isOpen: 1,
  ...(children ? { children } : {}),
});

describe('menuCodesById', () => {
  it('reads every level of the menu tree', () => {
    const codes = menuCodesById([menu('1', 'system', [menu('2', 'user'), menu('3', 'dept', [menu('4', 'post')])]), menu('5', '')]);
    expect([...codes]).toEqual([
      ['1', 'system'],
      ['2', 'user'],
      ['3', 'dept'],
      ['4', 'post'],
    ]);
  });

  it('is empty without a menu', () => {
    expect(menuCodesById(null).size).toBe(0);
  });
});

describe('relabelTree', () => {
  const forest = [{ id: '1', title: '系统管理', key: '1', children: [{ id: '2', title: '用户管理', children: [] }] }];
  const english = (id: string, title: string) => ({ '1': 'System', '2': 'Users' })[id] ?? title;

  it('relabels every node, keeping the other fields', () => {
    expect(relabelTree(forest, english)).toEqual([
      { id: '1', title: 'System', key: '1', children: [{ id: '2', title: 'Users', children: [] }] },
    ]);
  });

  it('stops at the given depth (a scope tree: menus on top, scopes below)', () => {
    expect(relabelTree(forest, english, 1)).toEqual([
      { id: '1', title: 'System', key: '1', children: [{ id: '2', title: '用户管理', children: [] }] },
    ]);
  });

  it('passes anything that is not a forest through', () => {
    expect(relabelTree(null, english)).toBeNull();
    expect(relabelTree([null, { title: 'x' }], english)).toEqual([null, { title: 'x' }]);
  });
});
