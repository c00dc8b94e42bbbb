import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Db } from '../db/open';
import { prepareDatabase } from '../bootstrap';
import { buildRouter } from '../routes';
import { createServer } from '../server';
import { md5Hex } from '../auth/password';

/** The real service on a temporary database, for contract tests over HTTP. */
export async function startTestServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'blade-test-'));
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
