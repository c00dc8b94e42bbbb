import 'server-only';
import { getAsUser } from '../blade/get-as-user';
import { isRefreshDue } from '../auth/refresh-rule';
import type { SessionData } from '../auth/session-data';
import { config } from '../config/env';
import type { ResourceDef } from '../resources/define-resource';
import { listKeyForUrl, type FirstPage } from '../grid/list-key';

export type { FirstPage };

/** A page's search parameters as Next hands them to a server component. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

/**
 * Past this the server gives up and the browser asks itself (its grid then shows the gateway's error with 重试, as
 * without a first page); the shell is streamed before it anyway, only the grid's rows wait.
 */
export const FIRST_PAGE_TIMEOUT_MS = 1_500;

export function toUrlSearchParams(params: PageSearchParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(name, one);
  }
  return search;
}

/**
 * A list screen's first page of rows, read on the server while the page streams: the view the URL names (filters,
 * sort, page, size), through the same upstream pool, circuit breaker and deadline as the BFF's /api calls, as the
 * session's user. Null whenever the browser should ask itself instead: no list endpoint, no usable token (one due for
 * refresh is the BFF's to refresh), a refused or failed call, or a gateway slower than FIRST_PAGE_TIMEOUT_MS. Errors
 * are never rendered from here: the grid's own call shows them translated, with 重试.
 */
export async function loadFirstPage(resource: ResourceDef, params: PageSearchParams, session: SessionData): Promise<FirstPage | null> {
  const key = listKeyForUrl(resource, toUrlSearchParams(params));
  if (!key || !session.accessToken || !session.user || isRefreshDue(session.tokenAt, config().TOKEN_TIME)) return null;
  try {
    const { status, body } = await getAsUser(
      { accessToken: session.accessToken, tenantId: session.user.tenantId },
      key.slice('/api'.length),
      AbortSignal.timeout(FIRST_PAGE_TIMEOUT_MS),
    );
    if (status !== 200 || body?.code !== 200 || body.data === null || typeof body.data !== 'object') return null;
    return { key, data: body.data };
  } catch {
    return null;
  }
}
