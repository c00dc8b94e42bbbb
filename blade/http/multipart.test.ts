import { parseMultipart } from './multipart';

describe('multipart parsing', () => {
  it('reads fields and files, binary-safe', () => {
    const bytes = Buffer.from([0, 1, 2, 13, 10, 45, 45, 255]);
    const body = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="category"\r\n\r\ngoods\r\n'),
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="玉米.png"\r\nContent-Type: image/png\r\n\r\n'),
      bytes,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    const parsed = parseMultipart(body, 'multipart/form-data; boundary=XyZ');
    expect(parsed.fields).toEqual({ category: 'goods' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'file', filename: '玉米.png', contentType: 'image/png' });
    expect([...parsed.files[0].data]).toEqual([...bytes]);
  });

  it('refuses a body without a boundary', () => {
    expect(() => parseMultipart(Buffer.from('x'), 'multipart/form-data')).toThrow('不支持当前媒体类型');
  });
});
