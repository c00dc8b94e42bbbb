/**
 * CSRF defence for state-changing requests (DESIGN §2): refuse what the browser labels cross-site;
 * without Fetch Metadata, require an Origin (or Referer) whose host is the request's own host.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type HeaderSource = { get(name: string): string | null };

export function isSameOriginRequest(method: string, headers: HeaderSource): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
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
