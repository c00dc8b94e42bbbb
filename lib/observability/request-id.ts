import { randomUUID } from 'node:crypto';

/** What an incoming X-Request-Id may look like to be kept (a front proxy's id); anything else is replaced. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The request's id: the caller's when it is well-formed (so nginx's $request_id follows the request),
 * else a fresh UUID. Never echoes control characters or anything long, so it is safe in a header and a log.
 */
export function requestIdFrom(source: { get(name: string): string | null }): string {
  const given = source.get(REQUEST_ID_HEADER)?.trim();
  return given && WELL_FORMED.test(given) ? given : randomUUID();
}
