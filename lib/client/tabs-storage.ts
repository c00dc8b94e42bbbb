import { homeTab, parseTabs, type Tab } from '../tabs/tabs-model';

/** Where the tab bar keeps its tabs (spec: stored keys are prefixed). */
export const TABS_STORAGE_KEY = 'tradeport-tabs';

export function readTabs(): Tab[] {
  try {
    return parseTabs(window.localStorage.getItem(TABS_STORAGE_KEY));
  } catch {
    return [homeTab()];
  }
}

export function writeTabs(tabs: Tab[]): void {
  try {
    window.localStorage.setItem(TABS_STORAGE_KEY, JSON.stringify(tabs));
  } catch {
    // Storage unavailable (private mode, quota): tabs simply do not survive a reload.
  }
}

/** Logging in resets the tabs to home only (spec §4). */
export function resetTabsToHome(): void {
  writeTabs([homeTab()]);
}
