import { useTestServer } from '../../testing/test-server';

const server = useTestServer();

const upload = (name: string, bytes: Buffer, accessToken = server.admin, purpose?: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart]), name);
  const query = purpose ? `?purpose=${purpose}` : '';
  return fetch(`${server.base}/blade-resource/oss/endpoint/put-file${query}`, {
    method: 'POST',
    headers: { 'blade-auth': `bearer ${accessToken}` },
    body: form,
  });
};
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (size = 64) => Buffer.concat([Buffer.from(PNG_HEAD), Buffer.alloc(Math.max(0, size - PNG_HEAD.length), 7)]);
const jpg = (size = 64) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size - 4, 1)]);
const msgOf = async (response: Response) => [response.status, ((await response.json()) as { msg: string }).msg];

describe('local OSS', () => {
  it('stores an upload, answers BladeFile with a link, and serves it back to the same tenant only', async () => {
    const body = (await (await upload('玉米样品.png', png(7 + 8))).json()) as {
      code: number;
      data: { link: string; originalName: string; name: string };
    };
    expect(body.code).toBe(200);
    expect(body.data.originalName).toBe('玉米样品.png');
    expect(body.data.link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/file\?name=000000%2F\d{8}%2F[0-9a-f]{32}\.png$/);
    const served = await server.get(body.data.link.replace('/api', ''), server.admin);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png(15));
    const attach = server.db.prepare('SELECT original_name, attach_size FROM blade_attach WHERE name = ?').get(body.data.name) as {
      original_name: string;
      attach_size: number;
    };
    expect(attach).toEqual({ original_name: '玉米样品.png', attach_size: 15 });

    const other = (await server.login('admin', 'admin', '100001')).access_token;
    expect((await server.get(body.data.link.replace('/api', ''), other)).status).toBe(404);
  });

  it('refuses empty files, unknown types and path tricks', async () => {
    expect(((await (await upload('a.png', Buffer.alloc(0))).json()) as { msg: string }).msg).toBe('上传文件不能为空');
    expect(((await (await upload('run.sh', Buffer.from('x'))).json()) as { msg: string }).msg).toBe('不支持的文件类型: sh');
    expect((await server.get('/blade-resource/oss/endpoint/file?name=000000/../../blade.db', server.admin)).status).toBe(404);
  });

  it('checks each upload’s content against its declared type: an HTML page named .png is refused', async () => {
    const count = () => (server.db.prepare('SELECT COUNT(*) AS n FROM blade_attach').get() as { n: number }).n;
    const before = count();
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    expect(await msgOf(await upload('pixel.png', html))).toEqual([400, '文件内容与类型不符: png']);
    expect(await msgOf(await upload('pixel.png', html, server.admin, 'image'))).toEqual([400, '文件内容与类型不符: png']);
    expect(await msgOf(await upload('report.pdf', Buffer.from('MZ\u0090\u0000 not a pdf')))).toEqual([400, '文件内容与类型不符: pdf']);
    expect(await msgOf(await upload('list.xlsx', Buffer.from('plain text')))).toEqual([400, '文件内容与类型不符: xlsx']);
    expect(await msgOf(await upload('notes.txt', Buffer.from([0x4d, 0x5a, 0, 0, 0x90])))).toEqual([400, '文件内容与类型不符: txt']);
    expect(count()).toBe(before);
    expect((await upload('report.pdf', Buffer.from('%PDF-1.7\n%…'))).status).toBe(200);
    expect((await upload('notes.csv', Buffer.from('重量,磅单\n1,2\n'))).status).toBe(200);
  });

  it('avatar: jpg or png only, at most 500 kB, with messages that say so', async () => {
    expect(await msgOf(await upload('me.png', png(600 * 1024), server.admin, 'avatar'))).toEqual([413, '文件不能超过 500 KB']);
    expect(await msgOf(await upload('me.gif', Buffer.from('GIF89a\u0001\u0000'), server.admin, 'avatar'))).toEqual([
      400,
      '头像只能上传 jpg、png 格式的图片',
    ]);
    expect(await msgOf(await upload('me.pdf', Buffer.from('%PDF-1.7'), server.admin, 'avatar'))).toEqual([
      400,
      '头像只能上传 jpg、png 格式的图片',
    ]);
    expect((await upload('me.png', png(500 * 1024), server.admin, 'avatar')).status).toBe(200);
    expect((await upload('me.jpg', jpg(), server.admin, 'avatar')).status).toBe(200);
    // Other images have their own list and limit; an unknown purpose is refused.
    expect(await msgOf(await upload('doc.pdf', Buffer.from('%PDF-1.7'), server.admin, 'image'))).toEqual([
      400,
      '图片只能上传 jpg、png、gif、webp 格式',
    ]);
    expect(await msgOf(await upload('big.png', png(6 * 1024 * 1024), server.admin, 'image'))).toEqual([413, '文件不能超过 5 MB']);
    expect(await msgOf(await upload('me.png', png(), server.admin, 'script'))).toEqual([400, '不支持的上传用途: script']);
  });
});
