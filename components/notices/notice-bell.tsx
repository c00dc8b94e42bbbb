'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import { badgeText } from '@/lib/error-log/error-log';
import { lazyComponent } from '../lazy';
import { useSessionUser } from '../layout/session-user';
import { useInbox } from './use-inbox';

// The popover (tabs, lists, detail dialog) loads on first hover or click; the bell only counts.
const NoticePopover = lazyComponent(() => import('./notice-popover').then((module) => module.NoticePopover));

/** The top bar's bell: the unread count of mail, messages and notices, opening the inbox popover. */
export function NoticeBell() {
  const user = useSessionUser();
  return user ? <Bell user={user} /> : null;
}

function Bell({ user }: { user: NonNullable<ReturnType<typeof useSessionUser>> }) {
  const t = useTranslations('notices');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inbox = useInbox(user, anchor !== null);
  const label = inbox.total > 0 ? t('bellUnread', { count: inbox.total }) : t('bell');

  return (
    <>
      <Hint title={label}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          onPointerEnter={() => void NoticePopover.preload()}
          onFocus={() => void NoticePopover.preload()}
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={anchor !== null}
          data-testid="notice-bell"
        >
          <Badge badgeContent={badgeText(inbox.total)} color="error" data-testid="notice-badge">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Hint>
      {anchor && <NoticePopover anchor={anchor} onClose={() => setAnchor(null)} inbox={inbox} />}
    </>
  );
}
