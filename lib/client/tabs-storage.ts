import { DEFAULT_TAB_RULES, homeTab, nameTab, openTab, parseTabs, type Tab, type TabRules } from '../tabs/tabs-model';

/** Where the tab bar keeps its tabs (spec: stored keys are prefixed). */
export const TABS_STORAGE_KEY = 'tradeport-tabs';

const listeners = new Set<() => void>();
let cache: { raw: string | null; tabs: Tab[] } | null = null;
let rules: TabRules = DEFAULT_TAB_RULES;

/** The deployment's tab rules (the shell sets them from the server's configuration). */
export function setTabRules(next: TabRules): void {
  if (next.homeClosable === rules.homeClosable) return;
  rules = next;
  cache = null;
}

export const tabRules = () => rules;

function storedRaw(): string | null {
  try {
    return window.localStorage.getItem(TABS_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The open tabs; the same array until they change, so it can back useSyncExternalStore. */
export function readTabs(): Tab[] {
  const raw = storedRaw();
  if (!cache || cache.raw !== raw) cache = { raw, tabs: parseTabs(raw, rules) };
  return cache.tabs;
}

export function writeTabs(tabs: Tab[]): void {
  const raw = JSON.stringify(tabs);
  // Unchanged tabs: no write and no re-render of the tab bar and the sidebar.
  if (cache && raw === cache.raw && raw === storedRaw()) return;
  try {
    window.localStorage.setItem(TABS_STORAGE_KEY, raw);
  } catch {
    // Storage unavailable (private mode, quota): tabs simply do not survive a reload.
  }
  cache = { raw: storedRaw(), tabs };
  listeners.forEach((listener) => listener());
}

/**
 * A page moved to `url` (its own paging, sort or search, or a navigation): its tab keeps that URL, opened if new.
 * Called as the URL changes, not only from the tab bar's next render: a tab click straight after a search could
 * overtake that render, and the list's tab came back without its search.
 */
export function rememberTabUrl(path: string, url: string): void {
  const opened = openTab(readTabs(), path, url, rules);
  const title = pendingTitles.get(path);
  pendingTitles.delete(path);
  writeTabs(title ? nameTab(opened, path, title) : opened);
}

/** Names a page gave its tab before the tab bar had opened it (the bar mounts after the page, in its Suspense boundary). */
const pendingTitles = new Map<string, string>();

/** A page's name for its own tab (a chat's peer), shown after the page's kind. */
export function rememberTabTitle(path: string, title: string): void {
  const tabs = readTabs();
  if (!tabs.some((tab) => tab.path === path)) {
    pendingTitles.set(path, title);
    return;
  }
  writeTabs(nameTab(tabs, path, title));
}

/** For useSyncExternalStore: this window's writes, and other windows' through the storage event. */
export function subscribeTabs(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === TABS_STORAGE_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const SERVER_TABS: Tab[] = [homeTab()];
export const serverTabs = () => SERVER_TABS;

/** Logging in resets the tabs to home only (docs/spec.md §4). */
export function resetTabsToHome(): void {
  writeTabs([homeTab()]);
}
