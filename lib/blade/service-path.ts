import { AppError } from '../http/app-error';

/** The Blade services the spec calls (docs/design.md §2); nothing else is forwarded. */
export const ALLOWED_SERVICES = new Set([
  'blade-auth',
  'blade-system',
  'blade-user',
  'blade-desk',
  'blade-log',
  'blade-flow',
  'blade-resource',
  'blade-develop',
  'blade-report',
  'blade-tradePort',
  'blade-order',
  'blade-finance',
  'blade-inspection',
  'blade-supplyDemand',
  'blade-api',
  'tradePort',
  'go-easy',
  'fasc',
]);

const SEGMENT = /^[A-Za-z0-9_\-.~@:+!$,;=]+$/;

/**
 * Turns `/api/<service>/<rest>` into a safe upstream path: rejects dot segments, empty segments,
 * encoded slashes/backslashes/percents and anything outside URL path characters, then re-encodes.
 * `rawPath` is the path as the client sent it (still percent-encoded).
 */
export function upstreamPath(rawPath: string): { service: string; path: string } {
  if (!rawPath.startsWith('/api/')) throw new AppError('invalid_path');
  if (/%(2f|5c|25|00)/i.test(rawPath) || rawPath.includes('\\')) throw new AppError('invalid_path');
  let segments: string[];
  try {
    segments = rawPath
      .slice('/api/'.length)
      .split('/')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw new AppError('invalid_path');
  }
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..' || !SEGMENT.test(segment))) {
    throw new AppError('invalid_path');
  }
  const [service] = segments;
  if (!ALLOWED_SERVICES.has(service)) throw new AppError('unknown_service');
  return { service, path: `/${segments.map(encodeURIComponent).join('/')}` };
}
