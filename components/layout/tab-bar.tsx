'use client';

import { useEffect, useState } from 'react';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import TabUnselectedIcon from '@mui/icons-material/TabUnselected';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import type { NavItem } from '@/lib/menu/nav-item';
import { trailTo } from '@/lib/menu/normalize-menu';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, isClosable, openTab, type Tab as TabModel } from '@/lib/tabs/tabs-model';
import { readTabs, writeTabs } from '@/lib/client/tabs-storage';
import { useMenuLabel } from '@/lib/hooks/use-menu-label';
import { request } from '@/lib/client/api';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';

/** Opened pages as tabs (spec §2): each keeps its last URL; close one, others, all; clear the cache. */
export function TabBar({ items }: { items: NavItem[] }) {
  const t = useTranslations();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const menuLabel = useMenuLabel();
  const confirm = useConfirm();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [tabs, setTabs] = useState<TabModel[]>([]);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const url = search ? `${pathname}?${search}` : pathname;
    setTabs((current) => {
      const next = openTab(current.length ? current : readTabs(), pathname, url);
      writeTabs(next);
      return next;
    });
  }, [pathname, search]);

  const update = (next: TabModel[], navigateTo?: string | null) => {
    setTabs(next);
    writeTabs(next);
    if (navigateTo) router.push(navigateTo);
  };

  const label = (path: string) => {
    if (path === HOME_PATH) return t('shell.home');
    const item = trailTo(items, path).at(-1);
    if (item) return menuLabel(item);
    return path.split('/').filter(Boolean).at(-1) ?? path;
  };

  const clearCache = async () => {
    setAnchor(null);
    if (!(await confirm(t('tabs.clearCacheConfirm')))) return;
    await request('/api/blade-auth/oauth/clear-cache').catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: true });
    notify(t('tabs.cacheCleared'));
  };

  const value = tabs.some((tab) => tab.path === pathname) ? pathname : false;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper', minHeight: 40 }} data-testid="tab-bar">
      <Tabs value={value} variant="scrollable" scrollButtons="auto" sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40, py: 0, textTransform: 'none' } }}>
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            onClick={() => tab.path !== pathname && router.push(tab.url)}
            data-testid={`tab-${tab.path}`}
            iconPosition="end"
            label={label(tab.path)}
            icon={isClosable(tabs, tab.path) ? (
              <Box component="span" role="button" tabIndex={-1} aria-label={`${t('tabs.close')} ${label(tab.path)}`} data-testid="tab-close"
                onClick={(event) => {
                  event.stopPropagation();
                  const { tabs: next, navigateTo } = closeTab(tabs, tab.path, pathname);
                  update(next, navigateTo);
                }}
                sx={{ display: 'inline-flex', borderRadius: '50%', '&:hover': { bgcolor: 'action.hover' } }}>
                <CloseIcon sx={{ fontSize: 14 }} />
              </Box>
            ) : undefined}
          />
        ))}
      </Tabs>
      <IconButton size="small" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('tabs.more')} data-testid="tab-menu" sx={{ mx: 0.5 }}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => (setAnchor(null), update(closeOtherTabs(tabs, pathname)))}>
          <ListItemIcon><TabUnselectedIcon fontSize="small" /></ListItemIcon>{t('tabs.closeOthers')}
        </MenuItem>
        <MenuItem onClick={() => (setAnchor(null), update(closeAllTabs(), pathname === HOME_PATH ? null : HOME_PATH))}>
          <ListItemIcon><ClearAllIcon fontSize="small" /></ListItemIcon>{t('tabs.closeAll')}
        </MenuItem>
        <MenuItem onClick={clearCache}>
          <ListItemIcon><CleaningServicesIcon fontSize="small" /></ListItemIcon>{t('tabs.clearCache')}
        </MenuItem>
      </Menu>
    </Box>
  );
}
