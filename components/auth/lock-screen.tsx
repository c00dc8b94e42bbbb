'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/Lock';
import { postJson, request } from '@/lib/client/api';
import { lockedPageOrHome } from '@/lib/auth/locked-page';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { EarlySubmitCatcher } from '@/lib/client/early-submit';

/**
 * `triesLeft`: wrong passwords still allowed before the session is signed out, once one was wrong (else null).
 * `nonce`: the page's script nonce, for the catcher of an Enter pressed before the page is alive (lib/client/early-submit.tsx).
 */
export function LockScreen({ name, avatar, triesLeft, nonce }: { name: string; avatar: string; triesLeft: number | null; nonce?: string }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (_, value) => setPassword(value));

  const unlock = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(t('lock.passwordRequired'));
    setBusy(true);
    try {
      await postJson('/bff/unlock', { password });
      // Back to the screen that was locked, as it was left (lib/auth/locked-page.ts).
      window.location.assign(lockedPageOrHome(window.sessionStorage));
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  const logout = async () => {
    try {
      await request('/api/blade-auth/oauth/logout');
    } finally {
      window.location.assign('/login');
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #1d5e76, #2F86A6)',
      }}
    >
      <Paper
        component="form"
        ref={formRef}
        method="post"
        onSubmit={unlock}
        noValidate
        sx={{ p: 4, width: '100%', maxWidth: 380, textAlign: 'center' }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={avatar || undefined} sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography variant="h6" component="h1" data-testid="lock-user">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <LockIcon fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
            {t('lock.hint')}
          </Typography>
          <TextField
            fullWidth
            autoFocus
            type="password"
            name="unlockPassword"
            label={t('lock.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={!!error}
            helperText={error || (triesLeft !== null ? t('lock.triesLeft', { left: triesLeft }) : ' ')}
          />
          <Button type="submit" variant="contained" fullWidth disabled={busy}>
            {t('lock.unlock')}
          </Button>
          <Button onClick={logout} size="small">
            {t('lock.logout')}
          </Button>
        </Stack>
        <EarlySubmitCatcher nonce={nonce} />
      </Paper>
    </Box>
  );
}
