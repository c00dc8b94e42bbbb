/** @jest-environment jsdom */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { SWRConfig } from 'swr';
import zh from '@/messages/zh.json';
import { readEnvelope, ApiError } from '@/lib/client/api-error';
import { defineResource } from '@/lib/resources/define-resource';
import { notice } from '@/lib/resources/business/notice';
import { ViewHistoryTabs } from './view-history-tabs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The view dialog's tabs against two gateways: the embedded service's shape (a record's history is a list, here
 * empty) shows 详情 and 变更记录; a real Blade gateway, which has no history endpoint and answers an unknown path with
 * its 404 envelope, shows the record's fields alone, with no tab bar. Real entries are read in e2e
 * (e2e/specs/finance/change-history.spec.ts) and against the service in blade/services/history/history.test.ts.
 */
let gateway: http.Server;
let base = '';
beforeAll(async () => {
  gateway = http.createServer((req, res) => {
    const known = req.url?.startsWith('/blade-desk/notice/history?');
    res.writeHead(known ? 200 : 404, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(
      JSON.stringify(
        known ? { code: 200, success: true, data: [], msg: '操作成功' } : { code: 404, success: false, data: {}, msg: '404 没找到请求' },
      ),
    );
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => gateway.close(resolve)));

/** The BFF's `/api/*` is the gateway's path; the envelope is read as request() reads it (jsdom has no fetch: node's http). */
const viaGateway = (key: string) =>
  new Promise<unknown>((resolve, reject) => {
    http
      .get(`${base}${key.replace(/^\/api/, '')}`, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => {
          const { code, msg, data } = readEnvelope(response.statusCode ?? 0, JSON.parse(text || 'null'));
          if (code === 200) resolve(data);
          else reject(new ApiError(code, msg));
        });
      })
      .on('error', reject);
  });

async function render(resource: typeof notice) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  let answered = false;
  await act(async () =>
    root.render(
      <NextIntlClientProvider locale="zh" messages={zh} onError={() => undefined}>
        <SWRConfig
          value={{
            fetcher: (key: string) => viaGateway(key).finally(() => (answered = true)),
            provider: () => new Map(),
            shouldRetryOnError: false,
          }}
        >
          <ViewHistoryTabs resource={resource} recordId="1123598800000000001">
            <p data-testid="fields">字段</p>
          </ViewHistoryTabs>
        </SWRConfig>
      </NextIntlClientProvider>,
    ),
  );
  for (let attempt = 0; attempt < 100 && !answered; attempt++) await act(() => new Promise((done) => setTimeout(done, 10)));
  await act(() => new Promise((done) => setTimeout(done, 20)));
  return { host, unmount: () => act(async () => root.unmount()) };
}

it('shows 详情 and 变更记录 where the gateway keeps a history', async () => {
  const { host, unmount } = await render(notice);
  expect([...host.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual([zh.history.detail, zh.history.title]);
  expect(host.querySelector('[data-testid="fields"]')).not.toBeNull();
  await unmount();
});

it('shows only the fields against a gateway without the history endpoint', async () => {
  const { host, unmount } = await render(defineResource({ ...notice, api: '/blade-desk/notice-elsewhere' }));
  expect(host.querySelector('[role="tablist"]')).toBeNull();
  expect(host.querySelector('[data-testid="fields"]')?.textContent).toBe('字段');
  await unmount();
});
