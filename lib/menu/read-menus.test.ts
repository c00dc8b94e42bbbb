import { readBladeMenus, sameMenus } from './read-menus';

describe('reading menu/routes', () => {
  it('keeps menus, stringifies ids and numbers, fills blanks', () => {
    expect(
      readBladeMenus([
        { id: 1, code: 'system', name: '系统管理', path: '/system', source: null, isOpen: '2', children: [{ id: '2', name: '用户管理' }] },
      ]),
    ).toEqual([
      {
        id: '1',
        code: 'system',
        name: '系统管理',
        path: '/system',
        source: '',
        isOpen: 2,
        children: [{ id: '2', code: '', name: '用户管理', path: '', source: '', isOpen: 1 }],
      },
    ]);
  });
  it('keeps a roles meta and drops anything that is not a menu', () => {
    expect(readBladeMenus([null, 'x', { name: 'no id' }, { id: 'a', meta: { roles: ['hr', 3] } }])).toEqual([
      { id: 'a', code: '', name: '', path: '', source: '', isOpen: 1, meta: { roles: ['hr', '3'] } },
    ]);
    expect(readBladeMenus({ records: [] })).toBeNull();
  });

  describe('sameMenus', () => {
    const raw = [
      {
        id: 1,
        code: 'system',
        name: '系统管理',
        path: '/system',
        alias: 'menu',
        sort: 9,
        children: [{ id: 2, code: 'user', name: '用户管理', path: '/system/user', isOpen: '1' }],
      },
    ];
    it("counts Blade's raw tree and the same menu already read as one menu", () => {
      expect(sameMenus(readBladeMenus(raw), raw)).toBe(true);
      expect(sameMenus(raw, readBladeMenus(raw))).toBe(true);
    });
    it('tells a renamed, moved or removed entry apart', () => {
      expect(sameMenus(readBladeMenus(raw), [{ ...raw[0], name: '系统' }])).toBe(false);
      expect(sameMenus(readBladeMenus(raw), [{ ...raw[0], children: [] }])).toBe(false);
      expect(sameMenus(readBladeMenus(raw), [])).toBe(false);
    });
    it('never calls something that is not a menu the same', () => {
      expect(sameMenus(undefined, raw)).toBe(false);
      expect(sameMenus(raw, { code: 500 })).toBe(false);
      expect(sameMenus(undefined, undefined)).toBe(true);
    });
  });
});
