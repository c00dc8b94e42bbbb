'use client';

import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import LockIcon from '@mui/icons-material/Lock';
import GrassIcon from '@mui/icons-material/Grass';
import BugReportIcon from '@mui/icons-material/BugReport';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import type { SessionUser } from '@/lib/auth/session-data';
import { useMenu, useSidebarMenu } from '@/lib/hooks/use-menu';
import { useTopMenus } from '@/lib/hooks/use-top-menus';
import { TopMenuBar } from './top-menu-bar';
import { SidebarNav } from './sidebar-nav';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from './language-switch';

import { SessionUserProvider } from './session-user';
import { NotifierProvider } from '../feedback/notifier';
import { ConfirmProvider } from '../feedback/confirm';
import { Hint } from '../feedback/hint';
import { HintLayer } from '../feedback/hint-layer';
import { TabBar } from './tab-bar';
import { RouterBridge } from './open-hit';
import { TopProgress } from './top-progress';
import { useIdlePrefetch } from './idle-prefetch';
import { MenuSearch } from './menu-search';
import { lazyComponent } from '../lazy';
import { needsRegistration } from '@/lib/account/registration';

import { ThemePicker } from './theme-picker';
import { FullscreenToggle } from './fullscreen-toggle';
import { iconButtonStandIn, WIDE_ONLY } from './icon-slot';
import { MenuSearchBoxSlot } from './menu-search-box-slot';
import { AssistantSlot } from '../assistant/assistant-slot';

// Loaded after the first paint: the header autocomplete and the error log's dialog are not needed to show a page.
const MenuSearchBox = lazyComponent(() => import('./menu-search-box').then((module) => module.MenuSearchBox), MenuSearchBoxSlot);
// Phones only: the temporary drawer (Modal + Slide) stays out of the desktop's first load.
const MobileDrawer = lazyComponent(() => import('./mobile-drawer').then((module) => module.MobileDrawer));
const LockDialog = lazyComponent(() => import('./lock-dialog').then((module) => module.LockDialog));
// Top-bar buttons are drawn as they look while they load (iconButtonStandIn): the bar is complete in the first HTML.
const ErrorLogButton = lazyComponent(
  () => import('../feedback/error-log-button').then((module) => module.ErrorLogButton),
  iconButtonStandIn(BugReportIcon, 'error-log-button'),
);
const NoticeBell = lazyComponent(
  () => import('../notices/notice-bell').then((module) => module.NoticeBell),
  iconButtonStandIn(NotificationsIcon, 'notice-bell'),
);
// The AI assistant: the button after the first paint, its drawer when first opened (first-load budget).
const AssistantButton = lazyComponent(
  () => import('../assistant/assistant-button').then((module) => module.AssistantButton),
  AssistantSlot,
);
// Only a third-party-login user without an account ever sees it: a tiny check here, the dialog on demand.
const RegisterDialog = lazyComponent(() => import('../auth/register-dialog').then((module) => module.RegisterDialog));

const SIDEBAR_WIDTH = 232;
const SIDEBAR_COMPACT_WIDTH = 64;

/** The main layout: top bar, sidebar built from the user's menu, and the page. */
export function AppShell({
  user,
  homeTabClosable = false,
  children,
}: {
  user: SessionUser;
  homeTabClosable?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations();
  const theme = useTheme();
  // False while hydrating, as on the server (which cannot know the width): a phone's first paint hides the fixed
  // sidebar through CSS instead, and its drawer takes over right after hydration.
  const isSmall = useMediaQuery(theme.breakpoints.down('sm'));
  const [compact, setCompact] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lockOpen, setLockOpen] = useState(false);
  const topMenus = useTopMenus(`${user.tenantId}:${user.userId}`);
  const roles = user.roleName.split(',').filter(Boolean);
  const menu = useMenu(roles);
  useIdlePrefetch();
  const sidebarMenu = useSidebarMenu(roles, topMenus.selected);
  const width = compact && !isSmall ? SIDEBAR_COMPACT_WIDTH : SIDEBAR_WIDTH;
  const chrome = theme.palette.chrome;
  const sidebarPaper = {
    background: chrome.sidebar,
    color: chrome.sidebarText,
    display: 'flex',
    '& .MuiListItemIcon-root': { color: 'inherit' },
  };

  const sidebar = (
    <>
      <Toolbar
        sx={{
          gap: 1,
          px: 2,
          background: chrome.brand === 'accent' ? theme.palette.primary.main : chrome.brand,
          color: chrome.brand === 'accent' ? 'primary.contrastText' : chrome.sidebarText,
        }}
      >
        <GrassIcon />
        {!(compact && !isSmall) && (
          <Typography variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {t('app.shortTitle')}
          </Typography>
        )}
      </Toolbar>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        {isSmall && <TopMenuBar {...topMenus} onSelect={topMenus.select} variant="drawer" />}
        <SidebarNav
          {...sidebarMenu}
          onRetry={sidebarMenu.retry}
          compact={compact && !isSmall}
          onNavigate={() => isSmall && setMobileOpen(false)}
        />
      </Box>
    </>
  );

  return (
    <SessionUserProvider user={user}>
      <NotifierProvider>
        <ConfirmProvider>
          <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
            {/* What MUI's fixed AppBar renders, on the Paper the grid pages load anyway (their first-load budget). */}
            <Paper
              component="header"
              square
              elevation={1}
              sx={{
                position: 'fixed',
                top: 0,
                right: 0,
                zIndex: 'appBar',
                display: 'flex',
                flexDirection: 'column',
                boxSizing: 'border-box',
                width: { xs: '100%', sm: `calc(100% - ${width}px)` },
                ml: { sm: `${width}px` },
                background: chrome.header,
                color: chrome.headerText,
                '& .MuiIconButton-root': { color: 'inherit' },
                // The bar's buttons share IconButton's one class: a button's own `sx` would copy its styles per button.
                [`& .${WIDE_ONLY}`]: { display: { xs: 'none', sm: 'inline-flex' } },
              }}
            >
              {/* On a phone the bar holds only icons, closer together; the lock is in the command palette there. */}
              <Toolbar sx={{ gap: { xs: 0.5, sm: 1 } }}>
                <Hint title={isSmall ? t('shell.openMenu') : compact ? t('shell.expandMenu') : t('shell.collapseMenu')}>
                  <IconButton
                    edge="start"
                    onClick={() => (isSmall ? setMobileOpen(true) : setCompact((value) => !value))}
                    aria-label={isSmall ? t('shell.openMenu') : compact ? t('shell.expandMenu') : t('shell.collapseMenu')}
                    data-testid="sidebar-toggle"
                  >
                    {compact ? (
                      <MenuIcon />
                    ) : (
                      <>
                        <MenuIcon sx={{ display: { xs: 'inline-block', sm: 'none' } }} />
                        <MenuOpenIcon sx={{ display: { xs: 'none', sm: 'inline-block' } }} />
                      </>
                    )}
                  </IconButton>
                </Hint>
                {/* With top menus beside it the title would be cut off; the sidebar's brand names the app then. */}
                <Typography
                  variant="subtitle1"
                  noWrap
                  sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block', md: topMenus.menus.length ? 'none' : 'block', xl: 'block' } }}
                >
                  {t('app.title')}
                </Typography>
                <TopMenuBar {...topMenus} onSelect={topMenus.select} variant="header" />
                <Box sx={{ flex: 1 }} />
                <MenuSearchBox items={menu.items} />
                <MenuSearch items={menu.items} onLock={() => setLockOpen(true)} />
                <Hint title={t('shell.lockScreen')}>
                  <IconButton
                    onClick={() => setLockOpen(true)}
                    aria-label={t('shell.lockScreen')}
                    data-testid="lock-button"
                    className={WIDE_ONLY}
                  >
                    <LockIcon />
                  </IconButton>
                </Hint>
                <AssistantButton />
                <NoticeBell />
                <ErrorLogButton />
                <ThemePicker />
                <FullscreenToggle />
                {/* The bar's rule above makes it the bar's colour, as color="inherit" would with a class of its own. */}
                <LanguageSwitch color="default" />
                <UserMenu user={user} onLock={() => setLockOpen(true)} />
              </Toolbar>
            </Paper>
            <Box component="aside" sx={{ width: { sm: width }, flexShrink: 0 }}>
              {isSmall ? (
                <MobileDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} paperSx={{ width: SIDEBAR_WIDTH, ...sidebarPaper }}>
                  {sidebar}
                </MobileDrawer>
              ) : (
                // What MUI's permanent Drawer renders, without pulling in the temporary drawer's machinery.
                <Box
                  sx={{
                    position: 'fixed',
                    top: 0,
                    left: 0,
                    bottom: 0,
                    zIndex: 'drawer',
                    width,
                    overflowX: 'hidden',
                    overflowY: 'auto',
                    transition: 'width 150ms',
                    flexDirection: 'column',
                    borderRight: 1,
                    borderColor: 'divider',
                    ...sidebarPaper,
                    display: { xs: 'none', sm: 'flex' },
                  }}
                  data-testid="sidebar"
                >
                  {sidebar}
                </Box>
              )}
            </Box>
            <Box component="main" sx={{ flex: 1, minWidth: 0, bgcolor: 'background.default' }}>
              <Toolbar />
              {/* No Suspense boundary of their own: every page of the shell renders per request, so the URL's search they
                  read is known to the server. React streams a finished boundary after a shell this size separately and
                  shows it no sooner than 300 ms after the first paint (react-dom's $RC): the bar's strip stood empty. */}
              <TopProgress />
              <RouterBridge />
              <TabBar items={menu.items} homeClosable={homeTabClosable} />
              <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>{children}</Box>
            </Box>
            <LockDialog open={lockOpen} onClose={() => setLockOpen(false)} />
            <HintLayer />
            {needsRegistration(user) && <RegisterDialog user={user} />}
          </Box>
        </ConfirmProvider>
      </NotifierProvider>
    </SessionUserProvider>
  );
}
