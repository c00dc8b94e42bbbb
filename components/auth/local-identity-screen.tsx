'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { md5 } from 'js-md5';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';

type Props = { clientId: string; redirectUri: string; state: string };

/** Only our own callback may receive the code (the provider checks it too). */
const isOwnCallback = (target: string) => /^\/bff\/social\/callback\/[a-z0-9_-]+\?/.test(target);

/**
 * The local identity source's sign-in: username and password of an identity there (a new username is
 * enrolled on first use, as signing up at a provider would). The provider answers with where to send
 * the browser: our callback, carrying a one-time code and the state.
 */
export function LocalIdentityScreen({ clientId, redirectUri, state }: Props) {
  const t = useTranslations('localIdp');
  const errorText = useErrorText();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  // Submitting before hydration would be a native GET with the password in the URL: not until ready.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const incomplete = !clientId || !redirectUri || !state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Read from the form itself: what was typed before hydration counts too.
    const form = new FormData(event.currentTarget as HTMLFormElement);
    const username = String(form.get('username') ?? '');
    const password = String(form.get('password') ?? '');
    if (!username.trim() || !password) {
      setFailure(t('required'));
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      const answer = await request<{ redirect?: string }>('/api/blade-auth/oauth/local/authorize', {
        method: 'POST',
        body: JSON.stringify({ client_id: clientId, redirect_uri: redirectUri, state, username: username.trim(), password: md5(password) }),
      });
      if (!answer?.redirect || !isOwnCallback(answer.redirect)) throw new Error('unexpected redirect');
      window.location.assign(answer.redirect);
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={3}>
        <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-label={t('title')}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <VpnKeyIcon color="primary" fontSize="large" />
            <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
              {t('title')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
          {incomplete && <Alert severity="error">{t('badRequest')}</Alert>}
          {failure && (
            <Alert severity="error" data-testid="idp-error">
              {failure}
            </Alert>
          )}
          <TextField label={t('username')} name="username" autoComplete="username" autoFocus disabled={incomplete} />
          <TextField label={t('password')} name="password" type="password" autoComplete="current-password" disabled={incomplete} />
          <Button type="submit" variant="contained" size="large" disabled={!ready || busy || incomplete} data-testid="idp-submit">
            {busy ? t('submitting') : t('submit')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('hint')}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  );
}
