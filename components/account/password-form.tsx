'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { md5 } from 'js-md5';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { PASSWORD_MIN_LENGTH, passwordProblems, type PasswordValues } from '@/lib/account/password-change';
import { useNotify } from '../feedback/notifier';

const EMPTY: PasswordValues = { oldPassword: '', newPassword: '', newPassword1: '' };

/**
 * Tab 2: old, new and confirmation password, sent as md5 to POST /blade-user/update-password (as the
 * login sends them). Blade decides whether the old one is right; its message is shown as it is.
 */
export function PasswordForm() {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const notify = useNotify();
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const messages = (current: PasswordValues) =>
    Object.fromEntries(
      passwordProblems(current).map(({ field, problem }) => [
        field,
        problem === 'mismatch'
          ? t('passwordMismatch')
          : problem === 'tooShort'
            ? t('passwordTooShort', { min: PASSWORD_MIN_LENGTH })
            : t(`${field}Required`),
      ]),
    );
  const bind = (field: keyof PasswordValues) => ({
    name: field,
    type: 'password',
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => setErrors((current) => ({ ...current, [field]: messages(values)[field] })),
    error: !!errors[field],
    helperText: errors[field] ?? ' ',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = messages(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      await request('/api/blade-user/update-password', {
        method: 'POST',
        query: { oldPassword: md5(values.oldPassword), newPassword: md5(values.newPassword), newPassword1: md5(values.newPassword1) },
      });
      notify(t('passwordSaved'));
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const message = errorText(error);
      setFailure(message);
      notify(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('passwordTab')} data-testid="password-form">
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        {failure && (
          <Alert severity="error" data-testid="password-error">
            {failure}
          </Alert>
        )}
        <TextField label={t('oldPassword')} required autoComplete="current-password" {...bind('oldPassword')} />
        <TextField label={t('newPassword')} required autoComplete="new-password" {...bind('newPassword')} />
        <TextField label={t('newPassword1')} required autoComplete="new-password" {...bind('newPassword1')} />
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={busy} data-testid="password-save">
            {busy ? t('saving') : t('savePassword')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
