import { useTestServer } from '../../testing/test-server';

const server = useTestServer();

/** Saber's error-log upload (POST to the logout path): at most 200 rows and 256 KB at a time; more stores nothing. */
describe('POST /blade-auth/oauth/logout (error-log upload)', () => {
  const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM blade_log_client').get() as { n: number }).n;
  const row = (index: number, stack = '') => ({
    type: 'error',
    message: `m${index}`,
    stack,
    info: 'Error',
    url: '/wel/index',
    time: '2026-11-27 10:00:00',
  });
  const upload = async (rows: unknown[]) => {
    const response = await server.post('/blade-auth/oauth/logout', server.admin, rows);
    return [response.status, ((await response.json()) as { msg: string }).msg];
  };

  it('refuses more than 200 rows or 256 KB whole, and stores up to that', async () => {
    const before = count();
    expect(await upload(Array.from({ length: 201 }, (_, index) => row(index)))).toEqual([413, '错误日志过多: 一次最多上传 200 条']);
    expect(await upload(Array.from({ length: 40 }, (_, index) => row(index, 's'.repeat(8000))))).toEqual([
      413,
      '错误日志过大: 一次最多上传 256 KB',
    ]);
    expect(count()).toBe(before);
    expect(await upload(Array.from({ length: 200 }, (_, index) => row(index)))).toEqual([200, 'success']);
    expect(count()).toBe(before + 200);
  });
});
