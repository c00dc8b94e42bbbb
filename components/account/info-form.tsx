'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { postJson } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useCurrentUser } from '@/lib/hooks/use-current-user';
import { phoneProblem } from '@/lib/account/phone-check';
import { useNotify } from '../feedback/notifier';
import { AvatarUpload } from './avatar-upload';

type Values = { avatar: string; realName: string; name: string; phone: string; email: string };
type Field = 'realName' | 'phone' | 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Tab 1: avatar, real name, user name, phone, email, loaded from GET /blade-user/info and saved with
 * POST /blade-user/update-info. After a save the session's user is reloaded so the top bar follows;
 * a failed save keeps everything typed and shows the server's message.
 */
export function InfoForm() {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const notify = useNotify();
  const router = useRouter();
  const { data: profile, error: loadError, mutate } = useCurrentUser();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  // The first answer fills the form; later revalidations must not overwrite what is being typed.
  useEffect(() => {
    if (profile && !values) {
      setValues({
        avatar: profile.avatar ?? '',
        realName: profile.realName ?? '',
        name: profile.name ?? '',
        phone: profile.phone ?? '',
        email: profile.email ?? '',
      });
    }
  }, [profile, values]);

  if (loadError && !values) return <Alert severity="error">{errorText(loadError)}</Alert>;
  if (!values)
    return (
      <Stack spacing={2}>
        <Skeleton variant="rounded" width={88} height={88} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </Stack>
    );

  const problemOf = (field: Field, current: Values): string | undefined => {
    if (field === 'realName') return current.realName.trim() ? undefined : t('realNameRequired');
    if (field === 'phone') {
      const problem = phoneProblem(current.phone);
      return problem ? t(`phone_${problem}`) : undefined;
    }
    return current.email.trim() && !EMAIL.test(current.email.trim()) ? t('emailInvalid') : undefined;
  };
  const validate = (field: Field) => setErrors((current) => ({ ...current, [field]: problemOf(field, values) }));
  const set = (field: keyof Values, value: string) => setValues((current) => (current ? { ...current, [field]: value } : current));
  const bind = (field: Field | 'name') => ({
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
    ...(field === 'name' ? {} : { onBlur: () => validate(field), error: !!errors[field], helperText: errors[field] ?? ' ' }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(
      (['realName', 'phone', 'email'] as const).map((field) => [field, problemOf(field, values)]).filter(([, message]) => message),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure('');
    try {
      const trimmed = {
        avatar: values.avatar,
        realName: values.realName.trim(),
        name: values.name.trim(),
        phone: values.phone.trim(),
        email: values.email.trim(),
      };
      await postJson('/api/blade-user/update-info', { id: profile?.id, ...trimmed });
      notify(t('saved'));
      await mutate();
      // The top bar's name and avatar come from the session: reload it, then the server-rendered shell.
      await postJson('/bff/session/user', {}).catch(() => undefined);
      router.refresh();
    } catch (error) {
      const message = errorText(error);
      setFailure(message);
      notify(message, 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('infoTab')} data-testid="info-form">
      <Stack spacing={1} sx={{ maxWidth: 520 }}>
        {failure && (
          <Alert severity="error" data-testid="info-error">
            {failure}
          </Alert>
        )}
        <AvatarUpload value={values.avatar} onChange={(link) => set('avatar', link)} disabled={busy} />
        <div style={{ height: 8 }} />
        <TextField label={t('realName')} required autoComplete="name" {...bind('realName')} slotProps={{ htmlInput: { maxLength: 10 } }} />
        <TextField
          label={t('name')}
          autoComplete="nickname"
          helperText=" "
          {...bind('name')}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField
          label={t('phone')}
          required
          autoComplete="tel"
          inputMode="tel"
          {...bind('phone')}
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
        <TextField label={t('email')} type="email" autoComplete="email" {...bind('email')} slotProps={{ htmlInput: { maxLength: 45 } }} />
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" disabled={busy} data-testid="info-save">
            {busy ? t('saving') : t('save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
