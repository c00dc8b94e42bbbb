import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from '../blade/testing/test-server';
import { getResourceByPath } from '@/lib/resources';
import type { SessionData } from '@/lib/auth/session-data';
import { listKeyForUrl } from '@/lib/grid/list-key';
import type { loadFirstPage as LoadFirstPage } from '@/lib/bff/first-page';

/**
 * The list screens' server-side first page against the real embedded service: the page URL's view becomes the very list
 * call (and SWR key) the browser's grid makes, the rows are the service's, and every failure leaves the page to the
 * browser's own call (null) instead of failing the render.
 */
const param = getResourceByPath('/system/param')!;
const dept = getResourceByPath('/system/dept')!;

let blade: TestServer;
let loadFirstPage: typeof LoadFirstPage;
let session: SessionData;

beforeAll(async () => {
  blade = await startTestServer();
  Object.assign(process.env, { BLADE_API_URL: blade.base, SESSION_SECRET: 'first-page-test-secret-0123456789abcdef', TOKEN_TIME: '3000' });
  ({ loadFirstPage } = await import('@/lib/bff/first-page'));
  const token = await blade.login('admin');
  session = {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    tokenAt: Date.now(),
    user: {
      userId: token.user_id,
      tenantId: '000000',
      account: 'admin',
      userName: 'admin',
      nickName: '',
      realName: '',
      avatar: '',
      roleId: '',
      roleName: '',
      deptId: '',
      oauthId: '',
    },
    createdAt: Date.now(),
    lastSeenAt: Date.now(),
  };
});
afterAll(() => blade.stop());

describe('listKeyForUrl (page URL → Blade list call)', () => {
  it('turns the filters, sort, page and size into Blade’s parameters', () => {
    const key = listKeyForUrl(param, new URLSearchParams('current=2&size=30&sort=paramKey,desc&paramName=%20site%20&remark=x'));
    expect(key).toBe('/api/blade-system/param/list?current=2&size=30&descs=param_key&paramName=site');
  });

  it('falls back to the defaults for what the URL gets wrong, and reads the search form’s own input names', () => {
    expect(listKeyForUrl(param, new URLSearchParams('current=-3&size=7&sort=param;drop,up&search-paramKey=account'))).toBe(
      '/api/blade-system/param/list?current=1&size=10&paramKey=account',
    );
  });

  it('asks a tree for all its rows, unpaged', () => {
    expect(listKeyForUrl(dept, new URLSearchParams('current=3&size=50'))).not.toMatch(/current=|size=/);
  });
});

describe('loadFirstPage', () => {
  it('answers the rows the browser’s own call would read, under the same key', async () => {
    const first = await loadFirstPage(param, { size: '30', sort: 'paramKey,asc', paramKey: 'account' }, session);
    expect(first?.key).toBe('/api/blade-system/param/list?current=1&size=30&ascs=param_key&paramKey=account');
    const direct = await (await blade.get(first!.key.slice('/api'.length), session.accessToken)).json();
    expect(first?.data).toEqual(direct.data);
    const records = (first!.data as { records: { paramKey: string }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((row) => row.paramKey.includes('account'))).toBe(true);
    expect(records.map((row) => row.paramKey)).toEqual([...records.map((row) => row.paramKey)].sort());
  });

  it('reads a parameter given twice as the browser reads the same URL', async () => {
    const first = await loadFirstPage(param, { paramKey: ['other', 'account'] }, session);
    expect(first?.key).toBe(listKeyForUrl(param, new URLSearchParams('paramKey=other&paramKey=account')));
    expect(first?.key).toContain('paramKey=account');
  });

  it('leaves the call to the browser without a session, with a token due for refresh, or when Blade refuses it', async () => {
    expect(await loadFirstPage(param, {}, {})).toBeNull();
    expect(await loadFirstPage(param, {}, { ...session, tokenAt: Date.now() - 4000 * 1000 })).toBeNull();
    expect(await loadFirstPage(param, {}, { ...session, accessToken: 'not-a-token' })).toBeNull();
  });
});

describe('loadFirstPage against a broken gateway', () => {
  it('answers null instead of throwing when the gateway hangs (once its deadline passed) or answers garbage', async () => {
    let mode: 'hang' | 'garbage' = 'hang';
    const held: http.ServerResponse[] = [];
    const gateway = http.createServer((_req, res) => {
      if (mode === 'hang') return void held.push(res);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":200,"data":');
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      let isolated!: typeof LoadFirstPage;
      let timeoutMs = 0;
      jest.isolateModules(() => {
        process.env.BLADE_API_URL = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const module = require('@/lib/bff/first-page') as typeof import('@/lib/bff/first-page');
        isolated = module.loadFirstPage;
        timeoutMs = module.FIRST_PAGE_TIMEOUT_MS;
      });
      const started = Date.now();
      expect(await isolated(param, {}, session)).toBeNull();
      expect(Date.now() - started).toBeGreaterThanOrEqual(timeoutMs - 50);
      mode = 'garbage';
      expect(await isolated(param, {}, session)).toBeNull();
    } finally {
      process.env.BLADE_API_URL = blade.base;
      for (const res of held) res.destroy();
      gateway.closeAllConnections();
      await new Promise((resolve) => gateway.close(resolve));
    }
  });
});
