'use client';

import { useState } from 'react';
import { IntentLink } from '@/components/layout/intent-link';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import HomeIcon from '@mui/icons-material/Home';
import DashboardIcon from '@mui/icons-material/Dashboard';
import type { SessionUser } from '@/lib/auth/session-data';
import { request } from '@/lib/client/api';
import { useConfirm } from '../feedback/confirm';
import { DEFAULT_AVATAR } from '@/lib/account/avatar-file';
import { UserAvatar } from './user-avatar';

/** The user dropdown: home, the console (/wel/dashboard, not in the sidebar), personal info, and logout after a confirmation (spec §2 top bar). */
export function UserMenu({ user }: { user: SessionUser }) {
  const t = useTranslations('shell');
  const confirm = useConfirm();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const displayName = user.realName || user.nickName || user.account;

  const logout = async () => {
    setAnchor(null);
    if (!(await confirm(t('logoutConfirm')))) return;
    try {
      await request('/api/blade-auth/oauth/logout');
    } finally {
      // The BFF ends the session even when Blade cannot be reached; leave either way.
      window.location.assign('/login');
    }
  };

  return (
    <>
      <Button color="inherit" onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('userMenu')} data-testid="user-menu"
        sx={{ textTransform: 'none', gap: 1, minWidth: 0, flexShrink: 0 }}>
        <UserAvatar key={user.avatar || DEFAULT_AVATAR} src={user.avatar || DEFAULT_AVATAR} name={displayName} />
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 140 }}>{displayName}</Typography>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={IntentLink} href="/wel/index" onClick={() => setAnchor(null)}>
          <ListItemIcon><HomeIcon fontSize="small" /></ListItemIcon>
          {t('home')}
        </MenuItem>
        <MenuItem component={IntentLink} href="/wel/dashboard" onClick={() => setAnchor(null)} data-testid="dashboard-link">
          <ListItemIcon><DashboardIcon fontSize="small" /></ListItemIcon>
          {t('dashboard')}
        </MenuItem>
        <MenuItem component={IntentLink} href="/info/index" onClick={() => setAnchor(null)}>
          <ListItemIcon><PersonIcon fontSize="small" /></ListItemIcon>
          {t('userInfo')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={logout} data-testid="logout">
          <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
          {t('logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
