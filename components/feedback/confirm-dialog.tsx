'use client';

import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export type ConfirmRequest = { message: string; title?: string; confirmText?: string };

/** The confirmation dialog itself; `ConfirmProvider` owns its state and loads this after the first paint. */
export function ConfirmDialog({ request, onAnswer }: { request: ConfirmRequest | null; onAnswer: (value: boolean) => void }) {
  const t = useTranslations();
  return (
    <Dialog open={!!request} onClose={() => onAnswer(false)} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
      <DialogTitle id="confirm-title">{request?.title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('actions.cancel')}</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          {request?.confirmText ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
