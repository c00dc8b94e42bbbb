import { resources } from '@/lib/resources';
import { endpointPath } from '@/lib/resources/define-resource';
import { useTestServer, json } from '../blade/testing/test-server';

const server = useTestServer({ logins: { admin: ['admin'], hr: ['hr'], manager: ['manager'], boss: ['boss'], trader: ['trader'], tenant: ['admin', 'admin', '100001'] } });

type Menu = { path: string; name: string; children?: Menu[] };
const leaves = (menus: Menu[]): Menu[] => menus.flatMap((menu) => (menu.children?.length ? leaves(menu.children) : [menu]));

describe('demo screens', () => {
  it('lists', async () => {
    const report: string[] = [];
    for (const [user, token] of Object.entries(server.tokens)) {
      const menus = (await json(await server.get('/blade-system/menu/routes', token))).data as Menu[];
      for (const leaf of leaves(menus)) {
        const resource = resources.find((r) => r.menuPath === leaf.path);
        if (!resource) { report.push(`${user} ${leaf.path} ${leaf.name}: no resource`); continue; }
        const list = endpointPath(resource, 'list');
        if (!list) continue;
        const answer = await json(await server.get(`${list}${list.includes('?') ? '&' : '?'}current=1&size=10`, token));
        const data = answer.data;
        const count = Array.isArray(data) ? data.length : data?.records ? data.total ?? data.records.length : -1;
        if (count <= 0) report.push(`${user} ${leaf.path} ${leaf.name}: ${count} (${answer.msg})`);
      }
    }
    console.log(report.join('\n'));
  });
});
