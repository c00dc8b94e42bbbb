'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { HistoryTimeline } from './history-timeline';

/** 跟踪 (follow): an instance's history timeline in a dialog, full screen on a phone. */
export function HistoryDialog({ processInstanceId, title, onClose }: { processInstanceId: string | null; title: string; onClose: () => void }) {
  const t = useTranslations('workflow');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!processInstanceId} onClose={onClose} fullWidth maxWidth="sm" fullScreen={narrow}>
      <DialogTitle>{t('history.title', { name: title })}</DialogTitle>
      <DialogContent dividers>{processInstanceId && <HistoryTimeline processInstanceId={processInstanceId} />}</DialogContent>
      <DialogActions><Button onClick={onClose}>{t('close')}</Button></DialogActions>
    </Dialog>
  );
}
