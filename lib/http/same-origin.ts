/**
 * CSRF defence for state-changing requests (docs/design.md §2): refuse what the browser labels cross-site;
 * without Fetch Metadata, require an Origin (or Referer) whose host is the request's own host.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type HeaderSource = { get(name: string): string | null };

export function isSameOriginRequest(method: string, headers: HeaderSource): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  return isSameOriginStateChange(headers);
}

/**
 * The same check for a call that changes state whatever its method: a GET to the logout path signs out, and
 * SameSite=Lax cookies ride along on a cross-site top-level navigation, so a foreign page could sign the user out.
 */
export function isSameOriginStateChange(headers: HeaderSource): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const host = headers.get('x-forwarded-host')?.split(',')[0].trim() || headers.get('host');
  const origin = headers.get('origin') ?? headers.get('referer');
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Third-party servers calling back (FaDaDa's 事件回调, the address to give FaDaDa): no browser sends them,
 * so they carry no Origin and no Fetch Metadata, and the origin check cannot apply. Exactly these
 * method + path pairs skip it; the BFF forwards them without any session (lib/bff/provider-callback.ts)
 * and the service checks their signature, so a browser tricked into posting one gains nothing.
 */
export const PROVIDER_CALLBACKS = ['POST /api/fasc/esign/callback'] as const;

export const isProviderCallback = (method: string, pathname: string) =>
  (PROVIDER_CALLBACKS as readonly string[]).includes(`${method.toUpperCase()} ${pathname}`);
