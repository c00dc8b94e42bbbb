'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { md5 } from 'js-md5';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { EarlySubmitCatcher } from '@/lib/client/early-submit';
import { resetTabsToHome } from '@/lib/client/tabs-storage';
import { CaptchaImage, type Captcha } from './captcha-image';
import { SocialLogin } from './social-login';

export type LoginFormProps = {
  captchaMode: boolean;
  tenantMode: boolean;
  defaultTenant: string;
  /** The host belongs to a tenant: its id is used and the field is hidden. */
  tenantDetected: boolean;
  redirectTo: string;
  /** Third-party sign-in sources to offer (none: the feature is off). */
  socialSources?: string[];
  /** Why the last third-party sign-in failed (Blade's message), shown once. */
  socialError?: string | null;
  /** The page's script nonce, for the catcher of a submit sent before the page is alive (lib/client/early-submit.tsx). */
  nonce?: string;
};

type Values = { tenantId: string; username: string; password: string; code: string };
type Field = keyof Values;

/**
 * Saber's login (docs/spec.md §2, §5): the password leaves the browser only as md5; with captcha mode the
 * grant is `captcha` and the code travels in headers. A failure shows Blade's error_description,
 * keeps what was typed (except the used captcha) and fetches a new captcha.
 * A submit before hydration is held until the page is alive (lib/client/early-submit.tsx); `method="post"` keeps the
 * password out of the URL should a browser send the form itself all the same.
 */
export function LoginForm({
  captchaMode,
  tenantMode,
  defaultTenant,
  tenantDetected,
  redirectTo,
  socialSources = [],
  socialError = null,
  nonce,
}: LoginFormProps) {
  const t = useTranslations();
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>({ tenantId: defaultTenant, username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState(socialError === null ? '' : socialError || t('login.socialFailed'));
  const [busy, setBusy] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const edited = useRef(new Set<Field>());
  useEarlyInput(formRef, (name, value) => {
    if (!(name in values)) return;
    edited.current.add(name as Field);
    setValues((current) => ({ ...current, [name]: value }));
  });

  const loadCaptcha = useCallback(async () => {
    if (!captchaMode) return;
    setCaptchaFailed(false);
    try {
      const response = await fetch('/api/blade-auth/oauth/captcha', { cache: 'no-store' });
      const body = (await response.json()) as Partial<Captcha>;
      if (!response.ok || !body.key || !body.image) throw new Error('captcha');
      setCaptcha({ key: body.key, image: body.image });
    } catch {
      setCaptcha(null);
      setCaptchaFailed(true);
    }
  }, [captchaMode]);

  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  const showTenant = tenantMode && !tenantDetected;
  const required: [Field, string, boolean][] = [
    ['tenantId', t('login.tenantRequired'), showTenant],
    ['username', t('login.accountRequired'), true],
    ['password', t('login.passwordRequired'), true],
    ['code', t('login.captchaRequired'), captchaMode],
  ];
  const validate = (field: Field, value: string) => {
    const rule = required.find(([name, , active]) => name === field && active);
    setErrors((current) => ({ ...current, [field]: rule && !value.trim() ? rule[1] : undefined }));
  };
  // A field is checked on blur once the user has typed in it (or a submit flagged it): leaving the auto-focused,
  // untouched account field, say to open the language menu, must not greet the user with an error.
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      edited.current.add(field);
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) validate(field, value);
    },
    onBlur: () => {
      if (edited.current.has(field)) validate(field, values[field]);
    },
    error: !!errors[field],
    helperText: errors[field] ?? ' ',
    name: field,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      required.filter(([field, , active]) => active && !values[field].trim()).map(([field, message]) => [field, message]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    setFailure('');
    const tenantId = tenantMode ? values.tenantId.trim() : defaultTenant;
    try {
      await request('/api/blade-auth/oauth/token', {
        method: 'POST',
        query: {
          tenantId,
          username: values.username.trim(),
          password: md5(values.password),
          grant_type: captchaMode ? 'captcha' : 'password',
          scope: 'all',
          type: 'account',
        },
        headers: { 'Tenant-Id': tenantId, 'Captcha-Key': captcha?.key ?? '', 'Captcha-Code': values.code.trim() },
      });
      resetTabsToHome();
      window.location.assign(redirectTo);
    } catch (error) {
      setFailure(errorText(error) || t('login.failed'));
      setValues((current) => ({ ...current, code: '' }));
      void loadCaptcha();
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} method="post" onSubmit={submit} noValidate aria-label={t('login.heading')}>
      <Stack spacing={0.5}>
        {failure && (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="login-error">
            {failure}
          </Alert>
        )}
        {showTenant && <TextField label={t('login.tenantId')} autoComplete="organization" {...bind('tenantId')} />}
        <TextField label={t('login.account')} autoComplete="username" autoFocus {...bind('username')} />
        <TextField
          label={t('login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          {...bind('password')}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                    aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {captchaMode && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <TextField
              label={t('login.captcha')}
              autoComplete="off"
              sx={{ flex: 1 }}
              {...bind('code')}
              slotProps={{ htmlInput: { maxLength: 8 } }}
            />
            <CaptchaImage captcha={captcha} failed={captchaFailed} onRefresh={loadCaptcha} />
          </Stack>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 1 }}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
        <SocialLogin sources={socialSources} tenantId={tenantMode ? values.tenantId : defaultTenant} />
        <Typography variant="caption" color="text.secondary" sx={{ pt: 1.5, textAlign: 'center' }}>
          {t('login.demoHint')}
        </Typography>
      </Stack>
      <EarlySubmitCatcher nonce={nonce} />
    </form>
  );
}
