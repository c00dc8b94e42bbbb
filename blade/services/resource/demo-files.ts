import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { demoPicture } from './demo-picture';
import { demoDocument } from './demo-document';
import { attachmentHeader } from './local-oss';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * The files the seeded records point at (goods pictures, pound slips, licences, contracts, invoices…): drawn on
 * request from their name (demo-picture.ts, demo-document.ts), since the demo database ships without an OSS full of
 * scans. Files users upload go to the local OSS (local-oss.ts) as before. Signed-in users only, like stored files.
 */
export const DEMO_FILE_ROUTE = '/blade-resource/oss/endpoint/demo-file';
const NAME = /^[\w\u4e00-\u9fff-]{1,80}\.(png|pdf)$/;

/** The link a seeded record stores for its file `name` (`<letters, digits, - or Chinese>.png|pdf`). */
export function demoFileLink(name: string): string {
  if (!NAME.test(name)) throw new Error(`not a demo file name: ${name}`);
  return `/api${DEMO_FILE_ROUTE}?name=${encodeURIComponent(name)}`;
}

/** The files drawn lately: a list page asks for the same few pictures again and again (~10 ms each to draw). */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 200;

function draw(name: string, kind: string): Buffer {
  let bytes = drawn.get(name);
  if (!bytes) {
    bytes = kind === 'png' ? demoPicture(name) : demoDocument(name);
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value as string);
    drawn.set(name, bytes);
  }
  return bytes;
}

/** GET …/demo-file?name= — a seeded record's picture or document. */
export function getDemoFile(ctx: Context) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const name = ctx.query.get('name') ?? '';
  const match = NAME.exec(name);
  if (!match) throw new ServiceError(BLADE_MESSAGES.notFound, 404);
  const headers: Record<string, string> = {
    'content-type': match[1] === 'png' ? 'image/png' : 'application/pdf',
    'cache-control': 'private, max-age=86400',
  };
  if (ctx.query.get('download') === '1') headers['content-disposition'] = attachmentHeader(name, match[1]);
  return { status: 200, body: draw(name, match[1]), headers };
}
