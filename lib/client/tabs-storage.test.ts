import { readTabs, rememberTabTitle, rememberTabUrl, subscribeTabs, TABS_STORAGE_KEY, writeTabs } from './tabs-storage';

/** The browser's storage as far as the tab store uses it. */
function fakeWindow() {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
  (globalThis as unknown as { window: unknown }).window = {
    localStorage,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return items;
}

describe('tab store', () => {
  afterEach(() => delete (globalThis as { window?: unknown }).window);

  it('remembers the URL a page moved to, opening its tab when new, and keeps home first', () => {
    const items = fakeWindow();
    rememberTabUrl('/system/param', '/system/param?paramName=a');
    expect(readTabs().map((tab) => tab.url)).toEqual(['/wel/index', '/system/param?paramName=a']);
    rememberTabUrl('/system/param', '/system/param?paramName=a&current=2');
    expect(JSON.parse(items.get(TABS_STORAGE_KEY)!)).toEqual([
      { path: '/wel/index', url: '/wel/index' },
      { path: '/system/param', url: '/system/param?paramName=a&current=2' },
    ]);
  });

  it('names a tab its page named, also when the page named it before the tab bar opened it', () => {
    fakeWindow();
    const chat = '/conversations/PrivateChat/7';
    rememberTabTitle(chat, '陈交易');
    expect(readTabs().some((tab) => tab.path === chat)).toBe(false);
    rememberTabUrl(chat, chat);
    expect(readTabs().find((tab) => tab.path === chat)).toEqual({ path: chat, url: chat, title: '陈交易' });
    rememberTabTitle(chat, '陈交易二');
    expect(readTabs().find((tab) => tab.path === chat)?.title).toBe('陈交易二');
  });

  it('tells subscribers only when the tabs changed', () => {
    fakeWindow();
    const heard = jest.fn();
    const unsubscribe = subscribeTabs(heard);
    rememberTabUrl('/system/user', '/system/user');
    expect(heard).toHaveBeenCalledTimes(1);
    rememberTabUrl('/system/user', '/system/user');
    writeTabs([...readTabs()]);
    expect(heard).toHaveBeenCalledTimes(1);
    rememberTabUrl('/system/user', '/system/user?current=2');
    expect(heard).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
