import { safeRedirectTarget } from './guard';

/**
 * The screen that was open when the session was locked, so unlocking returns to it (its tab, filters and half-filled
 * form come back from the tab's own storage: lib/client/tabs-storage.ts, lib/forms/form-draft.ts). Kept per browser
 * tab in sessionStorage; read back only as a same-site path (no open redirect).
 */
const KEY = 'tradeport-locked-at';

export function rememberLockedPage(storage: Pick<Storage, 'setItem'>, location: Pick<Location, 'pathname' | 'search'>): void {
  try {
    storage.setItem(KEY, `${location.pathname}${location.search}`);
  } catch {
    // Storage unavailable: unlocking goes home.
  }
}

/** Where unlocking goes: the locked screen, else the home page. Forgets it. */
export function lockedPageOrHome(storage: Pick<Storage, 'getItem' | 'removeItem'>): string {
  try {
    const page = storage.getItem(KEY);
    storage.removeItem(KEY);
    return safeRedirectTarget(page);
  } catch {
    return '/wel/index';
  }
}
