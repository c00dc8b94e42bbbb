import { useTestServer } from '../../testing/test-server';

type Menu = { code: string; path: string; category: number; children?: Menu[] };
const server = useTestServer({ logins: {} });

const codes = (menus: Menu[]): string[] => menus.flatMap((menu) => [menu.code, ...codes(menu.children ?? [])]);
const routesOf = async (account: string) => {
  const { access_token } = await server.login(account);
  return ((await (await server.get('/blade-system/menu/routes', access_token)).json()) as { data: Menu[] }).data;
};

describe('menus per role', () => {
  it('gives the administrator every menu, menus only (category 1)', async () => {
    const routes = await routesOf('admin');
    const all = codes(routes);
    expect(all).toEqual(expect.arrayContaining(['system', 'user', 'param', 'tenant', 'order', 'goods']));
    const categories = new Set<number>();
    const walk = (menus: Menu[]) => menus.forEach((menu) => (categories.add(menu.category), walk(menu.children ?? [])));
    walk(routes);
    expect([...categories]).toEqual([1]);
  });

  it('gives a narrower role only its granted menus, with their parents', async () => {
    const hr = codes(await routesOf('hr'));
    expect(hr).toEqual(expect.arrayContaining(['system', 'user', 'dept', 'post']));
    expect(hr).not.toContain('tenant');
    expect(hr).not.toContain('order');
  });

  it('groups buttons under their screen, leaf codes being the permission keys', async () => {
    const { access_token } = await server.login('hr');
    const buttons = ((await (await server.get('/blade-system/menu/buttons', access_token)).json()) as { data: Menu[] }).data;
    const user = buttons.find((menu) => menu.code === 'user');
    expect(user?.children?.map((button) => button.code)).toEqual(expect.arrayContaining(['user_add', 'user_edit']));
    expect(user?.children?.every((button) => button.category === 2)).toBe(true);
  });

  it('limits routes to a top menu', async () => {
    const { access_token } = await server.login();
    const tops = (
      (await (await server.get('/blade-system/menu/top-menu', access_token)).json()) as { data: { id: string; code: string }[] }
    ).data;
    expect(tops.length).toBeGreaterThan(1);
    const scoped = (
      (await (await server.get(`/blade-system/menu/routes?topMenuId=${tops[0].id}`, access_token)).json()) as { data: Menu[] }
    ).data;
    const all = await routesOf('admin');
    expect(scoped.length).toBeGreaterThan(0);
    expect(scoped.length).toBeLessThan(all.length);
  });
});
