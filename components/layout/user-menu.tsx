'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth/session-data';
import { request } from '@/lib/client/api';
import { useConfirm } from '../feedback/confirm';
import { lazyComponent } from '../lazy';
import { DEFAULT_AVATAR } from '@/lib/account/avatar-file';
import { UserAvatar } from './user-avatar';
import type { UserMenuPopupProps } from './user-menu-popup';

// Closed at first paint: its list, MUI's Menu and Popover load after hydration, outside first-load JS (bench/app-pages.mjs).
const UserMenuPopup = lazyComponent<UserMenuPopupProps>(() => import('./user-menu-popup').then((module) => module.UserMenuPopup));

/** The user dropdown: home, the console (/wel/dashboard, not in the sidebar), personal info, and logout after a confirmation (docs/spec.md §2 top bar). */
export function UserMenu({ user, onLock }: { user: SessionUser; onLock: () => void }) {
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
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('userMenu')}
        data-testid="user-menu"
        sx={{ textTransform: 'none', gap: 1, minWidth: 0, flexShrink: 0 }}
      >
        <UserAvatar key={user.avatar || DEFAULT_AVATAR} src={user.avatar || DEFAULT_AVATAR} name={displayName} />
        <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 140 }}>
          {displayName}
        </Typography>
      </Button>
      <UserMenuPopup anchor={anchor} onClose={() => setAnchor(null)} onLogout={logout} onLock={onLock} />
    </>
  );
}
