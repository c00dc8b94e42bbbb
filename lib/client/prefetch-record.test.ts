import { PREFETCHED_ROWS_FRESH_MS, ROUTER_CACHE_MS, prefetchedRowsMayBeStale, startPrefetch } from './prefetch-record';

describe('prefetch record', () => {
  it('asks for a page once while the router still holds it, and again after', () => {
    const t0 = 1_000_000;
    expect(startPrefetch('/system/param', t0)).toBe(true);
    expect(startPrefetch('/system/param', t0 + ROUTER_CACHE_MS - 1)).toBe(false);
    expect(startPrefetch('/system/param?current=2', t0 + 1)).toBe(true);
    expect(startPrefetch('/system/param', t0 + ROUTER_CACHE_MS)).toBe(true);
  });

  it("trusts a prefetched page's first rows only while they are seconds old", () => {
    const t0 = 2_000_000;
    expect(prefetchedRowsMayBeStale('/system/dict', t0)).toBe(false);
    startPrefetch('/system/dict', t0);
    expect(prefetchedRowsMayBeStale('/system/dict', t0 + PREFETCHED_ROWS_FRESH_MS)).toBe(false);
    expect(prefetchedRowsMayBeStale('/system/dict', t0 + PREFETCHED_ROWS_FRESH_MS + 1)).toBe(true);
    // A later prefetch of the same page brings new rows.
    startPrefetch('/system/dict', t0 + ROUTER_CACHE_MS);
    expect(prefetchedRowsMayBeStale('/system/dict', t0 + ROUTER_CACHE_MS + 10)).toBe(false);
  });
});
