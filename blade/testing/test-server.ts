import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/open';
import { prepareDatabase } from '../bootstrap';
import { buildRouter } from '../routes';
import { createServer } from '../server';
import { md5Hex } from '../auth/password';
import { seededDataDir } from './seeded-template';

/** The real service on a temporary copy of the seeded database, for contract tests over HTTP. */
export async function startTestServer() {
  const dataDir = seededDataDir();
  const db = prepareDatabase(dataDir);
  const server = createServer(db, buildRouter(dataDir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

  const token = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${base}/blade-auth/oauth/token?${new URLSearchParams({ scope: 'all', ...params })}`, {
      method: 'POST',
      headers: { authorization: basic, 'tenant-id': '000000', ...headers },
    });

  const login = async (account = 'admin', password = account, tenantId = '000000') => {
    const response = await token({ grant_type: 'password', username: account, password: md5Hex(password) }, { 'tenant-id': tenantId });
    if (response.status !== 200) throw new Error(`login ${account} failed: ${await response.text()}`);
    return (await response.json()) as Record<string, string>;
  };

  const get = (pathWithQuery: string, accessToken?: string) =>
    fetch(base + pathWithQuery, { headers: accessToken ? { 'blade-auth': `bearer ${accessToken}` } : {} });

  const post = (path: string, accessToken: string, body?: unknown) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${accessToken}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const stop = async () => {
    await new Promise((resolve) => server.close(resolve));
    db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  return { base, db: db as Db, token, login, get, post, stop };
}

/** Blade's R envelope of an answer, typed loosely for assertions. */
export const json = async (response: Response) => (await response.json()) as { code: number; success: boolean; msg: string; data: any };

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
/** Who to sign in as: account, password (the account by default), tenant ('000000' by default). */
export type TestLogin = [account: string, password?: string, tenantId?: string];
type Envelope = Awaited<ReturnType<typeof json>>;

/**
 * The embedded service for one test file (or describe block): started on a temporary SQLite database in beforeAll,
 * signed in as each of `logins` (admin by default) into `tokens`, stopped and its database removed in afterAll
 * (after `beforeStop`, e.g. closing open event streams the server would otherwise wait for). Its members are read
 * when a test runs, so the handle can be made at the top of the file.
 */
export function useTestServer({
  logins = { admin: ['admin'] },
  beforeStop,
}: {
  logins?: Record<string, TestLogin>;
  beforeStop?: () => void;
} = {}) {
  let started: TestServer | null = null;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    started = await startTestServer();
    for (const [name, [account, password, tenantId]] of Object.entries(logins))
      tokens[name] = (await started.login(account, password, tenantId)).access_token;
  }, 30_000);
  afterAll(async () => {
    beforeStop?.();
    await started?.stop();
  });
  const server = () => {
    if (!started) throw new Error('useTestServer: the service starts in beforeAll; use it in tests and hooks');
    return started;
  };

  return {
    get base() {
      return server().base;
    },
    get db() {
      return server().db;
    },
    /** The access token of the `admin` login. */
    get admin() {
      return tokens.admin;
    },
    /** Access tokens by the names given in `logins`. */
    tokens: tokens as Readonly<Record<string, string>>,
    token: (...args: Parameters<TestServer['token']>) => server().token(...args),
    login: (...args: Parameters<TestServer['login']>) => server().login(...args),
    get: (pathWithQuery: string, accessToken?: string) => server().get(pathWithQuery, accessToken),
    post: (path: string, accessToken: string, body?: unknown) => server().post(path, accessToken, body),
    /** GET, as admin unless a token is given: the answer's envelope. */
    getJson: async (pathWithQuery: string, accessToken = tokens.admin): Promise<Envelope> =>
      json(await server().get(pathWithQuery, accessToken)),
    /** POST a JSON body, as admin unless a token is given: the HTTP status and the answer's envelope. */
    postJson: async (path: string, body?: unknown, accessToken = tokens.admin): Promise<Envelope & { status: number }> => {
      const response = await server().post(path, accessToken, body);
      return { status: response.status, ...(await json(response)) };
    },
  };
}
