/**
 * The tab bar's model (docs/spec.md §2 "Tabs", docs/blade-contract.md §7.4), pure so every rule is tested:
 * one tab per path (its latest URL kept, so a tab restores its page, filters and sort), the home
 * tab cannot be closed, the last tab cannot be closed, "close others" keeps the current tab and home.
 */
export const HOME_PATH = '/wel/index';

/** An open tab: its page, the URL it was left at, and the name its page gave it (a chat's peer, a leave's applicant). */
export type Tab = { path: string; url: string; title?: string };

const TITLE_MAX = 40;

export const homeTab = (): Tab => ({ path: HOME_PATH, url: HOME_PATH });

/** Deployment rules: the spec's home tab cannot be closed "unless a setting allows" (HOME_TAB_CLOSABLE). */
export type TabRules = { homeClosable: boolean };
export const DEFAULT_TAB_RULES: TabRules = { homeClosable: false };

/** Opens (or refreshes the URL of) the tab of a page. */
export function openTab(tabs: Tab[], path: string, url: string, rules: TabRules = DEFAULT_TAB_RULES): Tab[] {
  const base = rules.homeClosable || tabs.some((tab) => tab.path === HOME_PATH) ? tabs : [homeTab(), ...tabs];
  return base.some((tab) => tab.path === path) ? base.map((tab) => (tab.path === path ? { ...tab, url } : tab)) : [...base, { path, url }];
}

/** Names an open tab (its page knows what it shows); other tabs and an unknown path are left as they are. */
export function nameTab(tabs: Tab[], path: string, title: string): Tab[] {
  const name = title.trim().slice(0, TITLE_MAX);
  if (!name || !tabs.some((tab) => tab.path === path && tab.title !== name)) return tabs;
  return tabs.map((tab) => (tab.path === path ? { ...tab, title: name } : tab));
}

export function isClosable(tabs: Tab[], path: string, rules: TabRules = DEFAULT_TAB_RULES): boolean {
  return (rules.homeClosable || path !== HOME_PATH) && tabs.length > 1;
}

/** Closes a tab; returns the remaining tabs and, when the active tab closed, where to go (the previous tab). */
export function closeTab(
  tabs: Tab[],
  path: string,
  activePath: string,
  rules: TabRules = DEFAULT_TAB_RULES,
): { tabs: Tab[]; navigateTo: string | null } {
  if (!isClosable(tabs, path, rules)) return { tabs, navigateTo: null };
  const index = tabs.findIndex((tab) => tab.path === path);
  if (index === -1) return { tabs, navigateTo: null };
  const remaining = tabs.filter((tab) => tab.path !== path);
  const navigateTo = path === activePath ? (remaining[index - 1] ?? remaining[0]).url : null;
  return { tabs: remaining, navigateTo };
}

export function closeOtherTabs(tabs: Tab[], activePath: string): Tab[] {
  return tabs.filter((tab) => tab.path === HOME_PATH || tab.path === activePath);
}

export function closeAllTabs(): Tab[] {
  return [homeTab()];
}

/** Reads stored tabs defensively (anything odd → just home). */
export function parseTabs(raw: string | null, rules: TabRules = DEFAULT_TAB_RULES): Tab[] {
  try {
    const parsed = JSON.parse(raw ?? '[]');
    const tabs = Array.isArray(parsed)
      ? parsed
          .filter(
            (tab): tab is Tab =>
              typeof tab?.path === 'string' &&
              typeof tab?.url === 'string' &&
              tab.path.startsWith('/') &&
              tab.url.startsWith('/') &&
              !tab.url.startsWith('//'),
          )
          .map((tab) =>
            typeof tab.title === 'string' && tab.title
              ? { path: tab.path, url: tab.url, title: tab.title.slice(0, TITLE_MAX) }
              : { path: tab.path, url: tab.url },
          )
      : [];
    if (rules.homeClosable && tabs.length > 0) return tabs;
    return openTab(tabs, HOME_PATH, tabs.find((tab) => tab.path === HOME_PATH)?.url ?? HOME_PATH);
  } catch {
    return [homeTab()];
  }
}
