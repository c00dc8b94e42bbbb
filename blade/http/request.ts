import type { IncomingMessage } from 'node:http';
import { ServiceError } from './envelope';

export const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** Reads the whole request body, refusing more than MAX_BODY_BYTES. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ServiceError('请求体过大', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a JSON or form body into a plain object; an empty body is `{}`. Bad JSON → 400 消息不能读取. */
export function parseBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return {};
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  // Uploads are parsed by their handler from the raw body.
  if (type === 'multipart/form-data') return {};
  if (type === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  }
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ServiceError('消息不能读取');
  }
}
