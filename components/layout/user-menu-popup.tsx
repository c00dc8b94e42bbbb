'use client';

import { useTranslations } from 'next-intl';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import HomeIcon from '@mui/icons-material/Home';
import DashboardIcon from '@mui/icons-material/Dashboard';
import LockIcon from '@mui/icons-material/Lock';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import { IntentLink } from '@/components/layout/intent-link';

export type UserMenuPopupProps = { anchor: HTMLElement | null; onClose: () => void; onLogout: () => void; onLock: () => void };

const toggleFullscreen = () =>
  (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);

/**
 * The user dropdown's list (user-menu.tsx loads it after the first paint): home, the console, personal info, logout;
 * on a narrow screen also the top bar's actions it has no room for (lock, full screen).
 */
export function UserMenuPopup({ anchor, onClose, onLogout, onLock }: UserMenuPopupProps) {
  const t = useTranslations('shell');
  // On narrow screens only, where the top bar drops these buttons (components/layout/app-shell.tsx); left out rather
  // than hidden, so the menu's arrow keys never stop on an item that is not there.
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={IntentLink} href="/wel/index" onClick={onClose}>
        <ListItemIcon>
          <HomeIcon fontSize="small" />
        </ListItemIcon>
        {t('home')}
      </MenuItem>
      <MenuItem component={IntentLink} href="/wel/dashboard" onClick={onClose} data-testid="dashboard-link">
        <ListItemIcon>
          <DashboardIcon fontSize="small" />
        </ListItemIcon>
        {t('dashboard')}
      </MenuItem>
      <MenuItem component={IntentLink} href="/info/index" onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('userInfo')}
      </MenuItem>
      {narrow && (
        <MenuItem
          onClick={() => {
            onClose();
            onLock();
          }}
          data-testid="user-menu-lock"
        >
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          {t('lockScreen')}
        </MenuItem>
      )}
      {narrow && (
        <MenuItem
          onClick={() => {
            onClose();
            void toggleFullscreen();
          }}
          data-testid="user-menu-fullscreen"
        >
          <ListItemIcon>
            <FullscreenIcon fontSize="small" />
          </ListItemIcon>
          {t('fullscreen')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem onClick={onLogout} data-testid="logout">
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('logout')}
      </MenuItem>
    </Menu>
  );
}
