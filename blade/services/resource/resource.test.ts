import { useTestServer } from '../../testing/test-server';
import { renderSms } from './sms-template';

/** blade-resource beyond CRUD: one enabled config per tenant, SMS sending recorded, attachments downloaded. */
const server = useTestServer({ logins: { admin: ['admin'], other: ['admin', 'admin', '100001'], hr: ['hr'] } });
const { tokens } = server;

async function call(method: 'GET' | 'POST', path: string, who = 'admin', body?: unknown) {
  const response = await fetch(server.base + path, {
    method,
    headers: { 'blade-auth': `bearer ${tokens[who]}`, 'content-type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, ...(await response.json()) };
}
const statuses = (table: string, tenant: string) =>
  Object.fromEntries(
    (
      server.db.prepare(`SELECT id, status FROM ${table} WHERE tenant_id = ? AND is_deleted = 0`).all(tenant) as {
        id: string;
        status: number;
      }[]
    ).map((row) => [row.id, row.status]),
  );

describe('enable', () => {
  it.each(['oss', 'sms'])(
    '%s: makes one config of the tenant active (2), every other inactive (1), never another tenant’s',
    async (kind) => {
      const table = `blade_${kind}`;
      const before = statuses(table, '100001');
      const inactive = Object.entries(statuses(table, '000000')).find(([, status]) => status === 1)![0];
      expect((await call('POST', `/blade-resource/${kind}/enable?id=${inactive}`)).success).toBe(true);
      const after = statuses(table, '000000');
      expect(
        Object.entries(after)
          .filter(([, status]) => status === 2)
          .map(([id]) => id),
      ).toEqual([inactive]);
      expect(Object.values(after).every((status) => status === 1 || status === 2)).toBe(true);
      expect(statuses(table, '100001')).toEqual(before);
      // Another tenant's config is not found; a role without the button is refused.
      expect(await call('POST', `/blade-resource/${kind}/enable?id=${inactive}`, 'other')).toMatchObject({
        status: 400,
        msg: '未找到该配置',
      });
      expect(await call('POST', `/blade-resource/${kind}/enable?id=${inactive}`, 'hr')).toMatchObject({ status: 403 });
      // Submit never changes the status.
      expect((await call('POST', `/blade-resource/${kind}/submit`, 'admin', { id: inactive, status: 1, remark: 'x' })).success).toBe(true);
      expect(statuses(table, '000000')[inactive]).toBe(2);
    },
  );
});

describe('send-message', () => {
  it('renders the template into one user-SMS row per phone, the recipient’s user linked', async () => {
    const admin = server.db.prepare("SELECT id, phone FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'").get() as {
      id: string;
      phone: string;
    };
    const params = encodeURIComponent(JSON.stringify({ pickupNo: 'TH0001', code: '5821', days: 3 }));
    const sent = await call(
      'POST',
      `/blade-resource/sms/endpoint/send-message?code=aliyun&phones=${admin.phone},13900001111&params=${params}`,
    );
    expect(sent).toMatchObject({ success: true, msg: '发送成功!' });
    const rows = server.db
      .prepare("SELECT phone, user_id, content, template_code, send_status FROM tp_usersms WHERE content LIKE '%TH0001%' ORDER BY phone")
      .all() as any[];
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.phone === admin.phone)).toMatchObject({
      user_id: admin.id,
      template_code: 'SMS_276350123',
      send_status: 1,
    });
    expect(rows[0].content).toBe('【瑞粮交易】您的提货单TH0001已放行，提货码5821，请于3日内提货。');
    const listed = await call('GET', '/blade-tradePort/usersms/list?phone=13900001111');
    expect(listed.data.records[0].content).toContain('TH0001');
  });

  it('refuses bad phones, bad or missing params, an unknown config, and a role without the button', async () => {
    const send = (query: string, who = 'admin') => call('POST', `/blade-resource/sms/endpoint/send-message?${query}`, who);
    const params = encodeURIComponent('{"pickupNo":"A","code":"1","days":"2"}');
    expect(await send(`code=aliyun&phones=1390000111&params=${params}`)).toMatchObject({
      status: 400,
      msg: '手机号格式不正确: 1390000111',
    });
    expect(await send('code=aliyun&phones=13900001111&params=nope')).toMatchObject({ status: 400, msg: '短信参数须为JSON对象' });
    expect(await send(`code=aliyun&phones=13900001111&params=${encodeURIComponent('{"code":"1"}')}`)).toMatchObject({
      status: 400,
      msg: '缺少模板参数: pickupNo, days',
    });
    expect(await send('code=nope&phones=13900001111')).toMatchObject({ status: 400, msg: '未找到短信配置' });
    expect(await send('code=aliyun&phones=')).toMatchObject({ status: 400, msg: '手机号不能为空' });
    expect(await send(`code=aliyun&phones=13900001111&params=${params}`, 'hr')).toMatchObject({ status: 403 });
  });

  it('lists the params after the template id when the template text is not kept locally', () => {
    expect(renderSms({ sms_code: 't', template_id: '1736045', sign_name: '瑞粮', remark: '备用通道' }, { code: '1' }).content).toBe(
      '【瑞粮】1736045 (code=1)',
    );
  });
});

describe('attachments', () => {
  it('records every upload and downloads it under its original name', async () => {
    const form = new FormData();
    form.append('file', new Blob(['weight,slip\n1,2\n']), '磅单 0324.csv');
    const uploaded = await fetch(`${server.base}/blade-resource/oss/endpoint/put-file`, {
      method: 'POST',
      headers: { 'blade-auth': `bearer ${tokens.admin}` },
      body: form,
    });
    const { data } = await uploaded.json();
    const attach = (await call('GET', '/blade-resource/attach/list?originalName=磅单 0324.csv')).data.records[0];
    expect(attach).toMatchObject({ originalName: '磅单 0324.csv', extension: 'csv', attachSize: 16, name: data.name, link: data.link });
    const file = await fetch(`${server.base}${attach.link.replace('/api', '')}&download=1`, {
      headers: { 'blade-auth': `bearer ${tokens.admin}` },
    });
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="file.csv"; filename*=UTF-8''${encodeURIComponent('磅单 0324.csv')}`,
    );
    expect(await file.text()).toBe('weight,slip\n1,2\n');
  });
});
