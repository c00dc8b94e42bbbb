import { parseMultipart } from './multipart';

describe('multipart parsing', () => {
  it('reads fields and files, binary-safe', async () => {
    const bytes = Buffer.from([0, 1, 2, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="category"\r\n\r\ngoods\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="玉米.png"\r\nContent-Type: image/png\r\n\r\n'),
      bytes,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    const parsed = await parseMultipart(body, 'multipart/form-data; boundary=XyZ');
    expect(parsed.fields).toEqual({ category: 'goods' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'file', filename: '玉米.png', contentType: 'image/png' });
    expect([...parsed.files[0].data]).toEqual([...bytes]);
  });

  it('refuses a body without a boundary, or one the parser cannot read', async () => {
    await expect(parseMultipart(Buffer.from('x'), 'multipart/form-data')).rejects.toThrow('不支持当前媒体类型');
    await expect(parseMultipart(Buffer.from('no delimiter here'), 'multipart/form-data; boundary=XyZ')).rejects.toThrow(
      '不支持当前媒体类型',
    );
  });

  it('reads a quoted boundary and keeps repeated files', async () => {
    const part = (name: string) => `--"a b"\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n\r\n<x/>\r\n`;
    const body = Buffer.from(`${part('一.bpmn')}${part('二.bpmn')}--"a b"--\r\n`.replaceAll('--"a b"', '--a b'));
    const parsed = await parseMultipart(body, 'multipart/form-data; boundary="a b"');
    expect(parsed.files.map((file) => [file.filename, file.contentType, file.data.toString()])).toEqual([
      // A part without its own Content-Type is text/plain (the HTML standard's multipart rules).
      ['一.bpmn', 'text/plain', '<x/>'],
      ['二.bpmn', 'text/plain', '<x/>'],
    ]);
  });
});
