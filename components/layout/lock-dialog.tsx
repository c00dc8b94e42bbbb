'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { rememberLockedPage } from '@/lib/auth/locked-page';
import { postJson } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { LOCK_PASSWORD_MAX } from '@/lib/auth/lock-rules';

/** Spec §4: the lock waits 100 ms before leaving for /lock. */
const LOCK_DELAY_MS = 100;

/** Asks for a lock password (required), locks the session on the server, then goes to /lock. */
export function LockDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  /** What is wrong with the typed password, or '' (required; at most what the BFF takes). */
  const passwordError = () =>
    !password
      ? t('lock.passwordRequired')
      : password.length > LOCK_PASSWORD_MAX
        ? t('lock.passwordTooLong', { max: LOCK_PASSWORD_MAX })
        : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = passwordError();
    if (invalid) return setError(invalid);
    setBusy(true);
    try {
      await postJson('/bff/lock', { password });
      rememberLockedPage(window.sessionStorage, window.location);
      setTimeout(() => window.location.assign('/lock'), LOCK_DELAY_MS);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="lock-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="lock-dialog-title">{t('lock.dialogTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            type="password"
            name="lockPassword"
            label={t('lock.password')}
            value={password}
            sx={{ mt: 1 }}
            onChange={(event) => setPassword(event.target.value)}
            onBlur={() => setError(passwordError())}
            error={!!error}
            helperText={error || ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('lock.lock')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
