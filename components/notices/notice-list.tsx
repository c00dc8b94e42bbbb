'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import type { FeedItem } from '@/lib/notices/feed-item';
import type { InboxTab } from '@/lib/notices/sources';
import { useErrorText } from '@/lib/hooks/use-error-text';
import type { InboxFeed } from './use-inbox';
import type { FeedLabels } from './feed-labels';

/** One tab's list with its loading, error and empty states. */
export function NoticeList({
  tab,
  feed,
  labels,
  onOpen,
}: {
  tab: InboxTab;
  feed: InboxFeed;
  labels: FeedLabels;
  onOpen: (item: FeedItem) => void;
}) {
  const t = useTranslations('notices');
  const errorText = useErrorText();

  if (feed.items.length === 0 && feed.isLoading) {
    return (
      <Box
        role="status"
        data-testid="notice-loading"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6, color: 'text.secondary' }}
      >
        <CircularProgress size={20} />
        <Typography variant="body2">{t('loading')}</Typography>
      </Box>
    );
  }
  const error = feed.error ? (
    <Alert
      severity="error"
      data-testid="notice-error"
      sx={{ m: 1.5 }}
      action={
        <Button color="inherit" size="small" onClick={feed.retry}>
          {t('retry')}
        </Button>
      }
    >
      {t('loadFailed')}: {errorText(feed.error)}
    </Alert>
  ) : null;
  if (feed.items.length === 0) {
    return (
      error ?? (
        <Box
          data-testid="notice-empty"
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, py: 6, color: 'text.disabled' }}
        >
          <InboxIcon fontSize="large" />
          <Typography variant="body2">{t(`empty.${tab}`)}</Typography>
        </Box>
      )
    );
  }
  const now = Date.now();
  return (
    <>
      {error}
      <List disablePadding dense>
        {feed.items.map((item) => {
          const unread = feed.isUnread(item);
          const category = item.tab === 'notices' ? labels.category(item) : '';
          return (
            <ListItemButton
              key={item.id}
              onClick={() => onOpen(item)}
              alignItems="flex-start"
              divider
              data-testid="notice-item"
              data-unread={unread}
              sx={{ gap: 1.25, py: 1, px: 1.5 }}
            >
              <Box
                aria-hidden
                sx={{ width: 8, height: 8, mt: 0.85, borderRadius: '50%', flexShrink: 0, bgcolor: unread ? 'error.main' : 'transparent' }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                  <Typography variant="body2" noWrap sx={{ flex: 1, fontWeight: unread ? 600 : 400 }} data-testid="notice-item-title">
                    {labels.heading(item)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" title={item.time} sx={{ flexShrink: 0 }}>
                    {labels.time(item, now)}
                  </Typography>
                </Box>
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    fontSize: 13,
                    display: '-webkit-box',
                    WebkitLineClamp: 2,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                    wordBreak: 'break-word',
                  }}
                >
                  {category && (
                    <Box component="span" sx={{ color: 'primary.main', mr: 0.75 }}>
                      {category}
                    </Box>
                  )}
                  {labels.summary(item)}
                </Typography>
                {unread && (
                  <Box component="span" sx={visuallyHidden}>
                    {t('unread')}
                  </Box>
                )}
              </Box>
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
