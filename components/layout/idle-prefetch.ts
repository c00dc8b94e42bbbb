'use client';

import { useEffect } from 'react';
import { withChunkTimeout } from '@/lib/client/chunk-timeout';

/** Once the page has been busy this long, the list screens' code is asked for anyway (a page that never idles). */
const IDLE_TIMEOUT_MS = 5_000;

type Connection = { saveData?: boolean; effectiveType?: string };

/** A user who asked to save data, or on a 2G-class link, loads a screen's code when opening it, not before. */
export function mayPrefetch(connection: Connection | undefined): boolean {
  return !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');
}

let asked = false;

/**
 * Loads the list screens' code (the generic screen and MUI X's DataGrid, ~450 KB), once per page load, unless the
 * connection says not to; a failed load is left to the screen, which asks again when opened.
 */
export function prefetchListScreens(): void {
  if (asked || !mayPrefetch((navigator as Navigator & { connection?: Connection }).connection)) return;
  asked = true;
  withChunkTimeout(import('@/components/resource/resource-page')).catch(() => {
    asked = false;
  });
}

/**
 * The list screens' code loaded while the shell is idle (requestIdleCallback, after the page's own work), so the first
 * list screen of a session opens without waiting for it (bench/navigation.mjs, first visits). A link reached for asks for
 * it at once too (components/layout/intent-link.tsx).
 */
export function useIdlePrefetch(): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prefetchListScreens, 1_000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prefetchListScreens, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
}
