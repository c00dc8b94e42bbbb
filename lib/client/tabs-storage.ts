/** Where the tab bar keeps its tabs (spec: stored keys are prefixed). */
export const TABS_STORAGE_KEY = 'tradeport-tabs';

/** The first page, /wel/index labelled 首页, which is always there (spec §9). */
export const HOME_TAB = { value: '/wel/index', labelKey: 'shell.home', close: false } as const;

/** Logging in resets the tabs to home only (spec §4). */
export function resetTabsToHome(): void {
  try {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify([HOME_TAB]));
  } catch {
    // Storage can be unavailable (private mode, quota): tabs then simply start empty.
  }
}
