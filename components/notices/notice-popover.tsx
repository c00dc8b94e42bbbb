'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import type { FeedItem } from '@/lib/notices/feed-item';
import { INBOX_TABS, type InboxTab } from '@/lib/notices/sources';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { badgeText } from '@/lib/error-log/error-log';
import { useNotify } from '../feedback/notifier';
import type { Inbox } from './use-inbox';
import { useFeedLabels } from './feed-labels';
import { NoticeList } from './notice-list';
import { NoticeDetailDialog } from './notice-detail-dialog';

/** Spec §2: the notice popover is 350 wide. */
export const POPOVER_WIDTH = 350;

/** The inbox under the bell: mail, messages and notices tabs, each with "mark all as read". */
export function NoticePopover({ anchor, onClose, inbox }: { anchor: HTMLElement; onClose: () => void; inbox: Inbox }) {
  const t = useTranslations('notices');
  const errorText = useErrorText();
  const notify = useNotify();
  const labels = useFeedLabels();
  // Opens on the first tab with something new.
  const [tab, setTab] = useState<InboxTab>(() => INBOX_TABS.find((name) => (inbox[name].unread ?? 0) > 0) ?? 'mail');
  const [detail, setDetail] = useState<FeedItem | null>(null);
  const [busy, setBusy] = useState(false);
  const feed = inbox[tab];

  const fail = (error: unknown) => notify(errorText(error), 'error');
  const open = (item: FeedItem) => {
    setDetail(item);
    if (feed.isUnread(item)) feed.markRead(item).catch(fail);
  };
  const markAll = async () => {
    setBusy(true);
    try {
      await feed.markAllRead();
      notify(t('markedAllRead'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popover
      open
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 16px)', display: 'flex', maxHeight: 'min(520px, calc(100dvh - 80px))' },
        },
      }}
    >
      <Box data-testid="notice-popover" sx={{ display: 'flex', flexDirection: 'column', width: '100%', minHeight: 0 }}>
        <Tabs
          value={tab}
          onChange={(_, value: InboxTab) => setTab(value)}
          variant="fullWidth"
          aria-label={t('bell')}
          sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
        >
          {INBOX_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`notice-tab-${name}`}
              aria-controls={`notice-panel-${name}`}
              data-testid={`notice-tab-${name}`}
              sx={{ minHeight: 44, textTransform: 'none' }}
              label={<TabLabel name={name} text={t(`tabs.${name}`)} unread={inbox[name].unread} />}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`notice-panel-${tab}`}
          aria-labelledby={`notice-tab-${tab}`}
          sx={{ flex: 1, overflowY: 'auto', minHeight: 160 }}
        >
          <NoticeList tab={tab} feed={feed} labels={labels} onOpen={open} />
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, py: 0.5 }}>
          <Button size="small" startIcon={<DoneAllIcon />} onClick={markAll} disabled={busy || !feed.unread} data-testid="notice-mark-all">
            {t('markAllRead')}
          </Button>
        </Box>
      </Box>
      <NoticeDetailDialog item={detail} labels={labels} onClose={() => setDetail(null)} />
    </Popover>
  );
}

/** A tab's name with its own unread count. */
function TabLabel({ name, text, unread }: { name: InboxTab; text: string; unread: number | null }) {
  const count = badgeText(unread ?? 0);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {text}
      {count && (
        <Box
          component="span"
          data-testid={`notice-tab-count-${name}`}
          sx={{
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            fontSize: 11,
            lineHeight: '18px',
            bgcolor: 'error.main',
            color: 'error.contrastText',
          }}
        >
          {count}
        </Box>
      )}
    </Box>
  );
}
