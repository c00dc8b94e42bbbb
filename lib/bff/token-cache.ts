import 'server-only';
import crypto from 'node:crypto';

/**
 * A small per-access-token memo for what the BFF reads from Blade as the user (button codes, menus): kept briefly
 * so page renders and write checks do not ask Blade every time. Keyed by a hash, never by the token itself.
 */
export function tokenCache<T>({ ttlMs, maxEntries = 2_000 }: { ttlMs: number; maxEntries?: number }) {
  const entries = new Map<string, { value: T; expires: number }>();
  // A page's layout and the page itself ask for the same menu at once: one call to Blade serves both.
  const loading = new Map<string, Promise<T>>();
  return async function cached(accessToken: string, load: () => Promise<T>): Promise<T> {
    const key = crypto.createHash('sha256').update(accessToken).digest('base64url');
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value;
    const running = loading.get(key);
    if (running) return running;
    const promise = load()
      .then((value) => {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: Date.now() + ttlMs });
        return value;
      })
      .finally(() => loading.delete(key));
    loading.set(key, promise);
    return promise;
  };
}
