import { ApiError, readEnvelope } from './api-error';
import { trackRequest } from './progress';

/** Request timeout (docs/spec.md §9). */
export const REQUEST_TIMEOUT_MS = 10_000;

type Query = Record<string, string | number | boolean | undefined | null>;

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/**
 * Calls our own /api or /bff and unwraps Blade's envelope, following Saber's interceptor (docs/spec.md §8):
 * 401 → back to /login; 423 (locked) → /lock; any other code but 200 rejects with the server's message.
 */
export async function request<T = unknown>(path: string, init: RequestInit & { query?: Query } = {}): Promise<T> {
  const { query, ...rest } = init;
  let response: Response;
  try {
    response = await trackRequest(
      fetch(withQuery(path, query), {
        credentials: 'same-origin',
        ...rest,
        headers: {
          accept: 'application/json',
          ...(rest.body && typeof rest.body === 'string' ? { 'content-type': 'application/json' } : {}),
          ...rest.headers,
        },
        signal: rest.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
    );
  } catch (error) {
    const timedOut = (error as Error)?.name === 'TimeoutError';
    throw new ApiError(0, '', timedOut ? 'errors.upstream_timeout' : 'errors.network');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch (error) {
    // The deadline can fall while the answer is still arriving (a gateway's own 504 at about 10 s): still a timeout.
    if ((error as Error)?.name === 'TimeoutError') throw new ApiError(0, '', 'errors.upstream_timeout');
  }
  const { code, msg, data } = readEnvelope(response.status, body);
  if (code === 401 && typeof window !== 'undefined' && !path.startsWith('/api/blade-auth/oauth/token')) {
    window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
  }
  if (code === 423 && typeof window !== 'undefined') window.location.assign('/lock');
  if (code !== 200) throw new ApiError(code, msg, msg ? null : code === 504 ? 'errors.upstream_timeout' : 'errors.unknown');
  return data as T;
}

export const postJson = <T = unknown>(path: string, body: unknown, init: RequestInit & { query?: Query } = {}) =>
  request<T>(path, { ...init, method: 'POST', body: JSON.stringify(body) });

/** SWR's fetcher: keys are our own URLs. */
export const swrFetcher = <T = unknown>(key: string) => request<T>(key);
