'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export type ExportProgress = { done: number; total: number };

/** Rows read so far during an export, with a way to stop it. */
export function ExportProgressDialog({ progress, onCancel }: { progress: ExportProgress | null; onCancel: () => void }) {
  const t = useTranslations('crud');
  return (
    <Dialog open={!!progress} maxWidth="xs" fullWidth>
      <DialogTitle>{t('export')}</DialogTitle>
      <DialogContent>
        <LinearProgress
          variant={progress?.total ? 'determinate' : 'indeterminate'}
          value={progress?.total ? (100 * progress.done) / progress.total : 0}
        />
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('exporting', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
