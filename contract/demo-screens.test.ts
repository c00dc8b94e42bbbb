import { resources } from '@/lib/resources';
import { endpointPath } from '@/lib/resources/define-resource';
import { useTestServer, json } from '../blade/testing/test-server';

// A freshly seeded demo shows every screen at work: each list screen of each demo user's menu opens with rows.

const server = useTestServer({
  logins: { admin: ['admin'], hr: ['hr'], manager: ['manager'], boss: ['boss'], trader: ['trader'], tenant: ['admin', 'admin', '100001'] },
});

type Menu = { path: string; name: string; children?: Menu[] };
const leaves = (menus: Menu[]): Menu[] => menus.flatMap((menu) => (menu.children?.length ? leaves(menu.children) : [menu]));

/** Screens built outside `lib/resources` and the list each one loads (components/flow/*-screen.tsx, components/account/user-audit.tsx). */
const OWN_LISTS: Record<string, string> = {
  '/work/start': '/blade-flow/work/start-list',
  '/work/claim': '/blade-flow/work/claim-list',
  '/work/todo': '/blade-flow/work/todo-list',
  '/work/send': '/blade-flow/work/send-list',
  '/work/done': '/blade-flow/work/done-list',
  '/flow/model': '/blade-flow/model/list',
  '/flow/manager': '/blade-flow/manager/list',
  '/flow/follow': '/blade-flow/follow/list',
  '/system/user-audit': '/blade-user/audit-page',
};

/** Menu leaves that are not lists, and why they are not checked. */
const NOT_LISTS: Record<string, string> = {
  '/flow/deploy': 'an upload form for a process file',
  '/tradeport/goods-add': 'the form that lists a new good',
};
const isExternal = (path: string) => /^https?:/.test(path);

/** The list a screen loads; null for a resource screen without a list endpoint (a form, not a list). */
function listOf(path: string): string | null | undefined {
  if (OWN_LISTS[path]) return OWN_LISTS[path];
  const resource = resources.find((r) => r.menuPath === path);
  return resource ? endpointPath(resource, 'list') : undefined;
}

const rowCount = (data: unknown): number => {
  if (Array.isArray(data)) return data.length;
  const page = data as { records?: unknown[]; total?: number } | null;
  return page?.records ? (page.total ?? page.records.length) : -1;
};

describe('demo screens', () => {
  it('every list screen of every demo user opens with rows', async () => {
    const empty: string[] = [];
    let checked = 0;
    for (const [user, token] of Object.entries(server.tokens)) {
      const menus = (await json(await server.get('/blade-system/menu/routes', token))).data as Menu[];
      for (const leaf of leaves(menus)) {
        if (NOT_LISTS[leaf.path] || isExternal(leaf.path)) continue;
        const list = listOf(leaf.path);
        if (list === null) continue;
        if (!list) {
          empty.push(`${user} ${leaf.path} ${leaf.name}: no list known for this screen`);
          continue;
        }
        const answer = await json(await server.get(`${list}${list.includes('?') ? '&' : '?'}current=1&size=10`, token));
        const count = rowCount(answer.data);
        checked += 1;
        if (count <= 0) empty.push(`${user} ${leaf.path} ${leaf.name}: ${count} (${answer.msg})`);
      }
    }
    expect(empty).toEqual([]);
    // Six users with a dozen screens or more each: a broken menu sweep must not pass by checking nothing.
    expect(checked).toBeGreaterThan(100);
    // Some 150 lists through the embedded service take a few seconds; a shared machine may need more.
  }, 30_000);
});
