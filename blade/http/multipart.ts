import { ServiceError } from './envelope';

export type UploadedFile = { field: string; filename: string; contentType: string; data: Buffer };
export type Multipart = { fields: Record<string, string>; files: UploadedFile[] };

/** Parses a multipart/form-data body held in memory (bodies are capped at 20 MB by readBody). */
export function parseMultipart(body: Buffer, contentType: string | undefined): Multipart {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  if (!boundary) throw new ServiceError('不支持当前媒体类型', 415);
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const result: Multipart = { fields: {}, files: [] };
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const partStart = start + delimiter.length;
    if (body.subarray(partStart, partStart + 2).toString() === '--') break;
    const next = body.indexOf(delimiter, partStart);
    if (next === -1) break;
    const part = body.subarray(partStart + 2, next - 2); // skip CRLF after the delimiter and before the next
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const headers = part.subarray(0, headerEnd).toString('utf8');
      const data = part.subarray(headerEnd + 4);
      const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      if (filename !== undefined) {
        result.files.push({ field: name, filename, contentType: /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream', data });
      } else {
        result.fields[name] = data.toString('utf8');
      }
    }
    start = next;
  }
  return result;
}
