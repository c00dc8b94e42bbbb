/**
 * When this tab last asked Next to prefetch a page (components/layout/intent-link.tsx), by the URL it asked for.
 * Two readers: the link itself, which does not ask again while what it asked for is still in the router's cache, and a
 * list screen, which trusts the first rows a prefetched page brought only while they are seconds old.
 */
const askedAt = new Map<string, number>();

/** next.config.mjs staleTimes.dynamic: a page seen or prefetched this recently is still in the router's cache. */
export const ROUTER_CACHE_MS = 30_000;
/** How old a prefetched page's first rows may be and still be shown without asking for them again. */
export const PREFETCHED_ROWS_FRESH_MS = 5_000;

/**
 * Records that `url` is being prefetched now, or answers false when it was within ROUTER_CACHE_MS: a hover on an entry
 * just visited asked the server to render the page anew, and the click that followed waited for that render instead of
 * drawing the cached one (bench/navigation.mjs: revisits).
 */
export function startPrefetch(url: string, now = Date.now()): boolean {
  const last = askedAt.get(url);
  if (last !== undefined && now - last < ROUTER_CACHE_MS) return false;
  askedAt.set(url, now);
  return true;
}

/** Whether a page opened at `url` may hold first rows a prefetch read longer ago than PREFETCHED_ROWS_FRESH_MS. */
export function prefetchedRowsMayBeStale(url: string, now = Date.now()): boolean {
  const last = askedAt.get(url);
  return last !== undefined && now - last > PREFETCHED_ROWS_FRESH_MS;
}
