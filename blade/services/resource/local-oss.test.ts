import { useTestServer } from '../../testing/test-server';

const server = useTestServer();

const upload = (name: string, bytes: Buffer, accessToken = server.admin) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  return fetch(`${server.base}/blade-resource/oss/endpoint/put-file`, { method: 'POST', headers: { 'blade-auth': `bearer ${accessToken}` }, body: form });
};

describe('local OSS', () => {
  it('stores an upload, answers BladeFile with a link, and serves it back to the same tenant only', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const body = (await (await upload('玉米样品.png', png)).json()) as { code: number; data: { link: string; originalName: string; name: string } };
    expect(body.code).toBe(200);
    expect(body.data.originalName).toBe('玉米样品.png');
    expect(body.data.link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\?name=000000%2F\d{8}%2F[0-9a-f]{32}\.png$/);
    const served = await server.get(body.data.link.replace('/api', ''), server.admin);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    const attach = server.db.prepare('SELECT original_name, attach_size FROM blade_attach WHERE name = ?').get(body.data.name) as { original_name: string; attach_size: number };
    expect(attach).toEqual({ original_name: '玉米样品.png', attach_size: png.length });

    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect((await server.get(body.data.link.replace('/api', ''), other)).status).toBe(404);
  });

  it('refuses empty files, unknown types and path tricks', async () => {
    expect(((await (await upload('a.png', Buffer.alloc(0))).json()) as { msg: string }).msg).toBe('上传文件不能为空');
    expect(((await (await upload('run.sh', Buffer.from('x'))).json()) as { msg: string }).msg).toBe('不支持的文件类型: sh');
    expect((await server.get('/blade-resource/oss/endpoint/file?name=000000/../../blade.db', server.admin)).status).toBe(404);
  });
});
