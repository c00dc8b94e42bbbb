'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { IntentLink } from '@/components/layout/intent-link';
import Typography from '@mui/material/Typography';
import type { FeedItem } from '@/lib/notices/feed-item';
import type { FeedLabels } from './feed-labels';

/**
 * An item in full. A dialog rather than navigating to the family's list screen: those screens
 * (notices, chat history, SMS) are administration grids most users do not have in their menu, the
 * whole item fits here, and the user stays on the page they were working on.
 */
export function NoticeDetailDialog({ item, labels, onClose }: { item: FeedItem | null; labels: FeedLabels; onClose: () => void }) {
  const t = useTranslations('notices');
  const tChat = useTranslations('chat');
  const category = item ? labels.category(item) : '';
  const meta = item ? [item.tab === 'messages' ? t('from', { name: item.title }) : category, item.time].filter(Boolean).join(' · ') : '';
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="notice-detail-title"
      data-testid="notice-detail"
    >
      {item && (
        <>
          <DialogTitle id="notice-detail-title" sx={{ pb: 0.5, wordBreak: 'break-word' }}>
            {item.tab === 'messages' ? t('tabs.messages') : labels.heading(item)}
          </DialogTitle>
          <DialogContent>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
              {meta}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {labels.summary(item)}
            </Typography>
            {item.attachment?.url && (
              <Link
                href={item.attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="body2"
                sx={{ display: 'inline-block', mt: 1 }}
              >
                {t('openAttachment')}
              </Link>
            )}
          </DialogContent>
          <DialogActions>
            {item.tab === 'messages' && item.peerId && (
              <Button
                component={IntentLink}
                href={`/conversations/PrivateChat/${encodeURIComponent(item.peerId)}`}
                onClick={onClose}
                data-testid="notice-reply"
              >
                {tChat('reply')}
              </Button>
            )}
            <Button onClick={onClose} autoFocus>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
