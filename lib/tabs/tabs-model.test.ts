import { closeAllTabs, closeOtherTabs, closeTab, homeTab, isClosable, nameTab, openTab, parseTabs, type Tab } from './tabs-model';

const tabs: Tab[] = [homeTab(), { path: '/system/param', url: '/system/param?current=2' }, { path: '/desk/notice', url: '/desk/notice' }];

describe('tabs', () => {
  it('opens one tab per page and keeps its latest URL', () => {
    expect(openTab([homeTab()], '/system/user', '/system/user')).toEqual([homeTab(), { path: '/system/user', url: '/system/user' }]);
    expect(openTab(tabs, '/system/param', '/system/param?current=3')[1]).toEqual({ path: '/system/param', url: '/system/param?current=3' });
    expect(openTab([], '/system/user', '/system/user')[0]).toEqual(homeTab());
  });

  it('never closes home or the last tab', () => {
    expect(isClosable(tabs, '/wel/index')).toBe(false);
    expect(isClosable([{ path: '/a', url: '/a' }], '/a')).toBe(false);
    expect(closeTab(tabs, '/wel/index', '/wel/index')).toEqual({ tabs, navigateTo: null });
  });

  it('moves to the previous tab when the active one closes', () => {
    expect(closeTab(tabs, '/desk/notice', '/desk/notice')).toEqual({ tabs: tabs.slice(0, 2), navigateTo: '/system/param?current=2' });
    expect(closeTab(tabs, '/system/param', '/desk/notice')).toEqual({ tabs: [tabs[0], tabs[2]], navigateTo: null });
  });

  it('closes others (keeping home) and all (back to home)', () => {
    expect(closeOtherTabs(tabs, '/desk/notice')).toEqual([tabs[0], tabs[2]]);
    expect(closeAllTabs()).toEqual([homeTab()]);
  });

  it('restores stored tabs defensively', () => {
    expect(parseTabs(JSON.stringify(tabs))).toEqual(tabs);
    expect(parseTabs('not json')).toEqual([homeTab()]);
    expect(parseTabs(JSON.stringify([{ path: '/x', url: '//evil.example' }, { path: 5 }]))).toEqual([homeTab()]);
  });
});

describe('a closable home tab (HOME_TAB_CLOSABLE=on)', () => {
  const rules = { homeClosable: true };
  const tabs = [homeTab(), { path: '/system/user', url: '/system/user' }];

  it('lets the home tab close while another tab is open, never the last one', () => {
    expect(isClosable(tabs, '/wel/index', rules)).toBe(true);
    expect(closeTab(tabs, '/wel/index', '/system/user', rules)).toEqual({ tabs: [tabs[1]], navigateTo: null });
    expect(isClosable([tabs[1]], '/system/user', rules)).toBe(false);
  });

  it('does not bring home back by itself, but reopens it when the user goes there', () => {
    const withoutHome = [tabs[1]];
    expect(openTab(withoutHome, '/system/param', '/system/param', rules).map((tab) => tab.path)).toEqual(['/system/user', '/system/param']);
    expect(parseTabs(JSON.stringify(withoutHome), rules)).toEqual(withoutHome);
    expect(openTab(withoutHome, '/wel/index', '/wel/index', rules).map((tab) => tab.path)).toEqual(['/system/user', '/wel/index']);
    expect(parseTabs(null, rules)).toEqual([homeTab()]);
  });
});

describe('tab names', () => {
  const chat = '/conversations/PrivateChat/1';
  it('names an open tab, keeps the name as its URL moves and across a reload, and leaves unknown paths alone', () => {
    const named = nameTab(openTab([homeTab()], chat, chat), chat, '  陈交易 ');
    expect(named.find((tab) => tab.path === chat)).toEqual({ path: chat, url: chat, title: '陈交易' });
    expect(openTab(named, chat, `${chat}?page=2`).find((tab) => tab.path === chat)?.title).toBe('陈交易');
    expect(parseTabs(JSON.stringify(named)).find((tab) => tab.path === chat)?.title).toBe('陈交易');
    expect(nameTab(named, '/not/open', 'x')).toBe(named);
    expect(nameTab(named, chat, '')).toBe(named);
  });

  it('reads only a text name back from storage, cut to length', () => {
    const stored = JSON.stringify([
      { path: chat, url: chat, title: { evil: 1 } },
      { path: '/a', url: '/a', title: 'x'.repeat(100) },
    ]);
    const tabs = parseTabs(stored);
    expect(tabs.find((tab) => tab.path === chat)).toEqual({ path: chat, url: chat });
    expect(tabs.find((tab) => tab.path === '/a')?.title).toHaveLength(40);
  });
});
