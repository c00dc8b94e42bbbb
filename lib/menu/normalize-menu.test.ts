import { frameHref, isExternalPath, leafItems, normalizeMenu, trailTo } from './normalize-menu';
import type { BladeMenu } from './nav-item';

const menu = (id: string, path: string, extra: Partial<BladeMenu> = {}): BladeMenu => ({
  id,
  code: `c${id}`,
  name: `n${id}`,
  path,
  source: 'Settings',
  isOpen: 1,
  ...extra,
});

describe('menu normalisation', () => {
  it('suffixes top-level leaves with /index and keeps submenu paths', () => {
    const items = normalizeMenu([menu('1', '/wel'), menu('2', '/system', { children: [menu('3', '/system/user')] })], ['administrator']);
    expect(items[0].href).toBe('/wel/index');
    expect(items[1].href).toBe('/system');
    expect(items[1].children[0].href).toBe('/system/user');
    expect(normalizeMenu([menu('1', '/dict-horizontal/index')], [])[0].href).toBe('/dict-horizontal/index');
  });

  it('sends links to the frame route, or to a new window when isOpen is 2', () => {
    expect(isExternalPath('https://bladex.cn')).toBe(true);
    expect(isExternalPath('/report/index.html')).toBe(true);
    expect(isExternalPath('/system/user')).toBe(false);
    const [framed, opened] = normalizeMenu(
      [menu('1', 'http://localhost:9999/index.html'), menu('2', 'https://bladex.cn/doc', { isOpen: 2 })],
      [],
    );
    expect(framed.href).toBe(frameHref('http://localhost:9999/index.html'));
    expect(framed.href).toBe('/myiframe/localhost%3A9999/index.html?src=http%3A%2F%2Flocalhost%3A9999%2Findex.html');
    expect(framed.newWindow).toBe(false);
    expect(opened).toMatchObject({ href: 'https://bladex.cn/doc', newWindow: true });
  });

  it('hides items whose roles meta excludes the user, with their subtree', () => {
    const tree = [menu('1', '/a', { meta: { roles: ['hr'] }, children: [menu('2', '/a/b')] }), menu('3', '/c', { meta: { roles: [] } })];
    expect(normalizeMenu(tree, ['user']).map((item) => item.id)).toEqual(['3']);
    expect(normalizeMenu(tree, ['user', 'hr']).map((item) => item.id)).toEqual(['1', '3']);
  });

  it('finds leaves and the trail to a path', () => {
    const items = normalizeMenu(
      [menu('1', '/system', { children: [menu('2', '/system/user'), menu('3', '/system/dept')] }), menu('4', '/wel')],
      [],
    );
    expect(leafItems(items).map((item) => item.id)).toEqual(['2', '3', '4']);
    expect(trailTo(items, '/system/dept').map((item) => item.id)).toEqual(['1', '3']);
    expect(trailTo(items, '/nowhere')).toEqual([]);
  });
});
