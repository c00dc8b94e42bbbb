import { z } from 'zod';

/**
 * Which request headers reach Blade and which answer headers reach the browser. Allow-lists, so
 * cookies, hop-by-hop headers and anything the browser invents never cross the proxy.
 */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent', 'x-requested-with', 'user-type'];
/** Only the token call carries these (login, switch mode, captcha). */
export const TOKEN_REQUEST_HEADERS = ['tenant-id', 'dept-id', 'role-id', 'captcha-key', 'captcha-code'];
/**
 * The token call's own headers, checked before they go to Blade: ids and captcha answers only, so nothing
 * odd (separators, spaces, non-ASCII) rides into the upstream request on a header the browser chose.
 */
export const tokenHeadersSchema = z.object({
  'tenant-id': z
    .string()
    .regex(/^\w{0,12}$/)
    .optional(),
  'dept-id': z
    .string()
    .regex(/^[\w,]{0,256}$/)
    .optional(),
  'role-id': z
    .string()
    .regex(/^[\w,]{0,256}$/)
    .optional(),
  'captcha-key': z
    .string()
    .regex(/^[\w-]{0,64}$/)
    .optional(),
  'captcha-code': z
    .string()
    .regex(/^[\x21-\x7e]{0,16}$/)
    .optional(),
});

const FORWARDED_RESPONSE_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  'content-language',
  'expires',
];

type HeaderSource = { get(name: string): string | null };

export function pickHeaders(source: HeaderSource, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = source.get(name);
    if (value != null) picked[name] = value;
  }
  return picked;
}

export function requestHeadersFor(source: HeaderSource): Record<string, string> {
  return pickHeaders(source, FORWARDED_REQUEST_HEADERS);
}

/**
 * The answer headers that reach the browser, as a plain record: a Response built from a record converts each value once,
 * where one built from a Headers object copies it again and sorts it (both showed in the BFF's CPU profile).
 */
export function responseHeaderRecord(upstream: Record<string, string | string[] | undefined>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export function responseHeadersFrom(upstream: Record<string, string | string[] | undefined>): Headers {
  return new Headers(responseHeaderRecord(upstream));
}
