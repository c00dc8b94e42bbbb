import { ServiceError } from './envelope';

export type UploadedFile = { field: string; filename: string; contentType: string; data: Buffer };
export type Multipart = { fields: Record<string, string>; files: UploadedFile[] };

/**
 * Parses a multipart/form-data body held in memory (bodies are capped at 20 MB by readBody) with the platform's own
 * parser (undici's Request.formData, the one fetch uses). A body it cannot read is refused as the wrong media type.
 */
export async function parseMultipart(body: Buffer, contentType: string | undefined): Promise<Multipart> {
  if (!contentType || !/^multipart\/form-data\s*;.*\bboundary=/i.test(contentType)) throw new ServiceError('不支持当前媒体类型', 415);
  let form: FormData;
  try {
    form = await new Request('http://blade.local/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new ServiceError('不支持当前媒体类型', 415);
  }
  const result: Multipart = { fields: {}, files: [] };
  for (const [field, value] of form) {
    if (typeof value === 'string') result.fields[field] = value;
    else result.files.push({ field, filename: value.name, contentType: value.type, data: Buffer.from(await value.arrayBuffer()) });
  }
  return result;
}
