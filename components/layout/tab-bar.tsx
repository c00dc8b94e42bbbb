'use client';

import { useEffect, useRef, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ButtonBase from '@mui/material/ButtonBase';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { NavItem } from '@/lib/menu/nav-item';
import { trailTo } from '@/lib/menu/normalize-menu';
import { dynamicPageLabel } from '@/lib/tabs/page-labels';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, isClosable, type Tab as TabModel } from '@/lib/tabs/tabs-model';
import { readTabs, rememberTabUrl, setTabRules, writeTabs } from '@/lib/client/tabs-storage';
import { useTabs } from '@/lib/hooks/use-tabs';
import { useTabScroll } from '@/lib/hooks/use-tab-scroll';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { useDocumentTitle } from '@/lib/hooks/use-document-title';
import { request } from '@/lib/client/api';
import { navigationStarted } from '@/lib/client/progress';
import { useConfirm } from '../feedback/confirm';
import { draftKey, hasUnsavedDraft } from '@/lib/forms/form-draft';
import { useNotify } from '../feedback/notifier';
import { lazyComponent } from '../lazy';
import type { TabMenuProps } from './tab-menu';

// Closed at first paint: its list and MUI's Menu load after hydration, outside first-load JS (bench/app-pages.mjs).
const TabMenu = lazyComponent<TabMenuProps>(() => import('./tab-menu').then((module) => module.TabMenu));

const STRIP_SX = {
  display: 'flex',
  alignItems: 'center',
  borderBottom: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  minHeight: 40,
} as const;

/** Opened pages as tabs (docs/spec.md §2): each keeps its last URL; close one, others, all; clear the cache. */
export function TabBar({ items, homeClosable = false }: { items: NavItem[]; homeClosable?: boolean }) {
  const rules = { homeClosable };
  setTabRules(rules);
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const menuLabel = useMenuLabel();
  const confirm = useConfirm();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const tabs = useTabs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const stripRef = useRef<HTMLDivElement>(null);

  useTabScroll(pathname);
  useEffect(() => {
    rememberTabUrl(pathname, search ? `${pathname}?${search}` : pathname);
    // Stored tabs, not this render's: the first render after hydration still shows the server's.
  }, [pathname, search]);

  // The active tab scrolls into view when it is opened from the menu or the search.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a tab opened or another one chosen
  useEffect(() => {
    stripRef.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tabs.length]);

  const update = (next: TabModel[], navigateTo?: string | null) => {
    writeTabs(next);
    if (navigateTo) navigationStarted(), router.push(navigateTo);
  };

  const label = (path: string) => {
    if (path === HOME_PATH) return t('shell.home');
    if (path === '/info/index') return t('shell.userInfo');
    if (path === '/test/index') return t('testPage.title');
    // The console is not in the menu, so its label cannot come from there.
    if (path === '/wel/dashboard') return t('shell.dashboard');
    const item = trailTo(items, path).at(-1);
    if (item) return menuLabel(item);
    const dynamic = dynamicPageLabel(path);
    if (dynamic) {
      // Pages of one kind (two chats, two leave requests) told apart by the name their page gave the tab.
      const title = tabs.find((tab) => tab.path === path)?.title;
      return title ? t('tabs.named', { page: t(dynamic.key, { id: dynamic.id }), title }) : t(dynamic.key, { id: dynamic.id });
    }
    // The menu did not load (or has no entry): a generic screen is still named by its resource, whose name ends its path.
    const segment = path.split('/').filter(Boolean).at(-1) ?? path;
    return t.has(`resources.${segment}.name`) ? t(`resources.${segment}.name`) : segment;
  };

  // The page title follows the active tab, in the current language (docs/spec.md §2).
  useDocumentTitle(t('app.pageTitle', { page: label(pathname) }));

  const clearCache = async () => {
    setAnchor(null);
    if (!(await confirm(t('tabs.clearCacheConfirm')))) return;
    await request('/api/blade-auth/oauth/clear-cache').catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: true });
    notify(t('tabs.cacheCleared'));
  };

  /** Closes a tab; a form with unsaved changes in it asks before they go with it. */
  const closeOne = async (path: string) => {
    if (hasUnsavedDraft(window.sessionStorage, path) && !(await confirm(t('crud.discardConfirm')))) return;
    window.sessionStorage.removeItem(draftKey(path.split('?')[0]));
    const { tabs: next, navigateTo } = closeTab(readTabs(), path, pathname, rules);
    update(next, navigateTo);
  };

  // A light tab strip rather than MUI Tabs: it is on every page, and the Tabs machinery (indicator
  // animation, scroll buttons) weighs more than the whole strip.
  return (
    <Box sx={STRIP_SX} data-testid="tab-bar">
      {/* A tablist only while it holds tabs (a page outside the menu may open with none). */}
      <Box
        ref={stripRef}
        role={tabs.length > 0 ? 'tablist' : undefined}
        sx={{ flex: 1, display: 'flex', overflowX: 'auto', scrollbarWidth: 'thin', minHeight: 40 }}
      >
        {tabs.map((tab) => {
          const active = tab.path === pathname;
          return (
            <ButtonBase
              key={tab.path}
              role="tab"
              aria-selected={active}
              onClick={() => !active && (navigationStarted(), router.push(tab.url))}
              // The keyboard closes a tab with Delete; the × is for the pointer (a button inside a tab would be unreachable
              // for assistive technology, and tablist may hold tabs only).
              onKeyDown={(event) => {
                if (event.key === 'Delete' && isClosable(tabs, tab.path, rules)) void closeOne(tab.path);
              }}
              aria-keyshortcuts={isClosable(tabs, tab.path, rules) ? 'Delete' : undefined}
              data-testid={`tab-${tab.path}`}
              sx={{
                flexShrink: 0,
                gap: 0.75,
                px: 2,
                minHeight: 40,
                typography: 'body2',
                fontWeight: 500,
                whiteSpace: 'nowrap',
                color: active ? 'primary.main' : 'text.secondary',
                borderBottom: 2,
                borderColor: active ? 'primary.main' : 'transparent',
                '&:hover': { color: active ? 'primary.main' : 'text.primary', bgcolor: 'action.hover' },
                '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              {label(tab.path)}
              {isClosable(tabs, tab.path, rules) && (
                <Box
                  component="span"
                  aria-hidden="true"
                  title={`${t('tabs.close')} ${label(tab.path)}`}
                  data-testid="tab-close"
                  onClick={(event) => {
                    event.stopPropagation();
                    void closeOne(tab.path);
                  }}
                  sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'action.selected' } }}
                >
                  <CloseIcon sx={{ fontSize: 14 }} />
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Box>
      <IconButton
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('tabs.more')}
        data-testid="tab-menu"
        sx={{ mx: 0.5 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <TabMenu
        anchor={anchor}
        onClose={() => setAnchor(null)}
        onCloseOthers={() => (setAnchor(null), update(closeOtherTabs(readTabs(), pathname)))}
        onCloseAll={() => (setAnchor(null), update(closeAllTabs(), pathname === HOME_PATH ? null : HOME_PATH))}
        onClearCache={clearCache}
      />
    </Box>
  );
}
