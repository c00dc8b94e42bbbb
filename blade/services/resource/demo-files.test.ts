import { inflateSync } from 'node:zlib';
import { useTestServer } from '../../testing/test-server';
import { crc32 } from 'node:zlib';
import { demoPicture, PICTURE_HEIGHT, PICTURE_WIDTH } from './demo-picture';
import { demoDocument } from './demo-document';
import { demoFileLink } from './demo-files';

/** The chunks of a PNG, each checked against its CRC. */
function pngChunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const body = png.subarray(at + 4, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(body));
    chunks.push({ type: body.subarray(0, 4).toString('latin1'), data: body.subarray(4) });
    at += 12 + length;
  }
  return chunks;
}

describe('demo pictures and documents', () => {
  it('draws a valid PNG whose rows inflate to the picture size, the same for the same name', () => {
    const png = demoPicture('sp20261012030-1.png');
    const chunks = pngChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks[0].data.readUInt32BE(0)).toBe(PICTURE_WIDTH);
    expect(chunks[0].data.readUInt32BE(4)).toBe(PICTURE_HEIGHT);
    expect(inflateSync(chunks[1].data).length).toBe((1 + PICTURE_WIDTH * 4) * PICTURE_HEIGHT);
    expect(demoPicture('sp20261012030-1.png')).toEqual(png);
    expect(demoPicture('sp20260927029-1.png')).not.toEqual(png);
  });

  it('writes a one-page PDF whose cross-reference table points at its objects', () => {
    const pdf = demoDocument('HT202603120018购销合同.pdf').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain('(HT202603120018.pdf) Tj');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, index) => expect(pdf.startsWith(`${index + 1} 0 obj\n`, offset)).toBe(true));
  });

  it('refuses names that are not a picture or a document of plain characters', () => {
    expect(() => demoFileLink('../blade.db')).toThrow();
    expect(() => demoFileLink('a.sh')).toThrow();
    expect(demoFileLink('bd0320-117.png')).toBe('/api/blade-resource/oss/endpoint/demo-file?name=bd0320-117.png');
  });
});

describe('seeded files', () => {
  const server = useTestServer();
  const get = (link: string, token: string | undefined = server.admin) => server.get(link.replace(/^\/api/, ''), token);

  it('serves the pictures and documents the seeded records link to, to signed-in users only', async () => {
    const goods = server.db.prepare("SELECT images, attachments FROM tp_goods WHERE attachments != '' LIMIT 1").get() as {
      images: string;
      attachments: string;
    };
    const picture = await get(goods.images);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    pngChunks(Buffer.from(await picture.arrayBuffer()));
    const document = await get(goods.attachments);
    expect(document.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await get(goods.images, '')).status).toBe(401);
    expect((await get('/blade-resource/oss/endpoint/demo-file?name=..%2Fblade.db')).status).toBe(404);
  });

  it('links every seeded picture and document to a file that opens', async () => {
    const links = [
      ...(server.db.prepare('SELECT image_url AS link FROM tp_goodsgallery').all() as { link: string }[]),
      ...(server.db.prepare('SELECT img_url AS link FROM tp_supplydemandimg').all() as { link: string }[]),
      ...(server.db.prepare('SELECT file_url AS link FROM tp_orderfile').all() as { link: string }[]),
    ].map((row) => row.link);
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) expect(link).toMatch(/^\/api\/blade-resource\/oss\/endpoint\/demo-file\?name=/);
    for (const link of links.slice(0, 3)) expect((await get(link)).status).toBe(200);
    // An order's documents state the size of what their link serves.
    const file = server.db.prepare('SELECT file_url, file_size FROM tp_orderfile LIMIT 1').get() as { file_url: string; file_size: number };
    expect((await (await get(file.file_url)).arrayBuffer()).byteLength).toBe(file.file_size);
  }, 20_000);

  it('stores every seeded attachment in the local OSS, at its recorded size, where the attachment list previews and downloads it', async () => {
    const attachments = server.db
      .prepare('SELECT tenant_id, link, extension, attach_size FROM blade_attach WHERE is_deleted = 0')
      .all() as { tenant_id: string; link: string; extension: string; attach_size: number }[];
    expect(attachments.map((row) => row.extension).sort()).toEqual(['csv', 'pdf', 'pdf', 'png', 'png', 'png', 'png']);
    // Each tenant's files are served to its own users (local-oss.ts).
    const huabei = (await server.login('admin', 'admin', '100001')).access_token;
    for (const { tenant_id, link, attach_size } of attachments) {
      const answer = await get(link, tenant_id === '100001' ? huabei : server.admin);
      expect(answer.status).toBe(200);
      expect((await answer.arrayBuffer()).byteLength).toBe(attach_size);
    }
  });
});
