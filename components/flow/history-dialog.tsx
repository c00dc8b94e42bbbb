'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { HistoryTimeline } from './history-timeline';
import { FlowDiagram, instanceDiagramUrl } from './flow-diagram';

/** 跟踪 (follow): an instance's diagram (current node in red) and history timeline in a dialog, full screen on a phone. */
export function HistoryDialog({
  processInstanceId,
  title,
  onClose,
}: {
  processInstanceId: string | null;
  title: string;
  onClose: () => void;
}) {
  const t = useTranslations('workflow');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={!!processInstanceId} onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow}>
      <DialogTitle>{t('history.title', { name: title })}</DialogTitle>
      <DialogContent dividers>
        {processInstanceId && (
          <Stack spacing={2}>
            <FlowDiagram src={instanceDiagramUrl(processInstanceId)} name={title} legend />
            <HistoryTimeline processInstanceId={processInstanceId} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
