'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useBladeMessage } from '@/lib/hooks/use-blade-message';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth/session-data';
import { request } from '@/lib/client/api';
import { ApiError } from '@/lib/client/api-error';
import { registrationProblem, type RegistrationValues } from '@/lib/account/registration';

type Field = keyof RegistrationValues;
const FIELD_OF = { tenantId: 'tenantId', account: 'account', password: 'password', mismatch: 'password2' } as const;

/**
 * The registration dialog for a third-party-login user without an account (docs/spec.md §2): it cannot be
 * dismissed (no backdrop click, no Esc). Submit → POST /blade-user/register-guest with the oauth id;
 * success shows the approval notice, then signs out and goes to /login.
 */
export function RegisterDialog({ user }: { user: SessionUser }) {
  const t = useTranslations('register');
  const bladeMessage = useBladeMessage();
  const [values, setValues] = useState<RegistrationValues>({
    tenantId: user.tenantId,
    name: user.nickName || '',
    account: user.account || '',
    password: '',
    password2: '',
  });
  const [tenantDetected, setTenantDetected] = useState(false);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  // Saber hides the tenant when the host belongs to one (GET /blade-system/tenant/info?domain=).
  useEffect(() => {
    request<{ tenantId?: string }>('/api/blade-system/tenant/info', { query: { domain: window.location.origin } })
      .then((tenant) => {
        if (!tenant?.tenantId) return;
        setTenantDetected(true);
        setValues((current) => ({ ...current, tenantId: tenant.tenantId! }));
      })
      .catch(() => undefined);
  }, []);

  const messages: Record<ReturnType<typeof registrationProblem> & string, string> = {
    tenantId: t('tenantRequired'),
    account: t('accountRequired'),
    password: t('passwordRequired'),
    mismatch: t('passwordMismatch'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = registrationProblem(values);
    setProblem(found ? { field: FIELD_OF[found], message: messages[found] } : null);
    if (found) return;
    setBusy(true);
    setFailure('');
    try {
      // BladeX binds register-guest's User and oauthId from form parameters.
      await request('/api/blade-user/register-guest', {
        method: 'POST',
        body: new URLSearchParams({
          tenantId: values.tenantId.trim(),
          name: values.name.trim(),
          account: values.account.trim(),
          password: values.password,
          oauthId: user.oauthId,
        }),
      });
      setDone(true);
      // Let the notice be read, then end this guest session and start over at the login page.
      window.setTimeout(async () => {
        await request('/api/blade-auth/oauth/logout').catch(() => undefined);
        window.location.assign('/login');
      }, 2500);
    } catch (error) {
      setFailure(error instanceof ApiError && error.message ? bladeMessage(error.message) : t('failed'));
      setBusy(false);
    }
  };

  const bind = (field: Field, extra: { type?: string; autoComplete?: string } = {}) => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
    error: problem?.field === field,
    helperText: problem?.field === field ? problem.message : ' ',
    disabled: busy || done,
    ...extra,
  });

  return (
    // No onClose: neither Esc nor a backdrop click can dismiss it (docs/spec.md §2).
    <Dialog open aria-labelledby="register-title" data-testid="register-dialog" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="register-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary">
            {t('intro')}
          </Typography>
          {done && (
            <Alert severity="success" sx={{ mt: 1.5 }} data-testid="register-done">
              {t('submitted')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 1.5 }} data-testid="register-error">
              {failure}
            </Alert>
          )}
          {/* The room above keeps the first field's floating label clear of the text. */}
          <Stack spacing={0.5} sx={{ pt: 2.5 }}>
            {!tenantDetected && <TextField label={t('tenantId')} {...bind('tenantId', { autoComplete: 'organization' })} />}
            <TextField label={t('name')} {...bind('name', { autoComplete: 'name' })} />
            <TextField label={t('account')} {...bind('account', { autoComplete: 'username' })} />
            <TextField label={t('password')} {...bind('password', { type: 'password', autoComplete: 'new-password' })} />
            <TextField label={t('password2')} {...bind('password2', { type: 'password', autoComplete: 'new-password' })} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button type="submit" variant="contained" disabled={busy || done} data-testid="register-submit">
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
