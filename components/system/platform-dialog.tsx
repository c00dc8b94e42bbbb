'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { dict } from '@/lib/resources/fields';
import { request } from '@/lib/client/api';
import { useFormSave } from '@/lib/hooks/use-form-save';
import { useFormState } from '@/lib/hooks/use-form-state';
import { useNotify } from '../feedback/notifier';
import { DictSelect } from '../resource/fields/dict-select';

const USER_TYPE = dict('user_type', { required: true });
const MAX_EXT = 255;

/** 平台配置: a user's platform (web, app, other) and that platform's extension text (platform-detail, update-platform). */
export function PlatformDialog({ userId, onClose, onSaved }: { userId: string; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations();
  const notify = useNotify();
  // Loaded first (platform-detail); the extension's length is checked as it is typed, so it is derived below.
  const { values, setField, reset } = useFormState<{ account: string; userType: string; userExt: string } | null>(null);
  const { saving, failure, run, fail } = useFormSave();

  useEffect(() => {
    let live = true;
    request<Record<string, unknown>>('/api/blade-user/platform-detail', { query: { id: userId } })
      .then(
        (user) =>
          live &&
          reset({ account: String(user.account ?? ''), userType: String(user.userType ?? '1'), userExt: String(user.userExt ?? '') }),
      )
      .catch((error) => live && fail(error));
    return () => {
      live = false;
    };
  }, [userId, fail, reset]);

  const tooLong = (values?.userExt.length ?? 0) > MAX_EXT;
  const save = async () => {
    if (!values || tooLong) return;
    await run(async () => {
      await request('/api/blade-user/update-platform', {
        method: 'POST',
        query: { userId, userType: values.userType, userExt: values.userExt },
      });
      notify(t('systemAdmin.platformSaved'));
      onSaved();
    });
  };

  return (
    <Dialog
      open
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="platform-title"
      data-testid="platform-dialog"
    >
      <DialogTitle id="platform-title">
        {t('systemAdmin.platform')}
        {values ? ` · ${values.account}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="dialog-error">
            {failure}
          </Alert>
        )}
        {values && (
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <DictSelect
              name="userType"
              field={USER_TYPE}
              code="user_type"
              biz={false}
              label={t('resources.user.fields.userType')}
              value={values.userType}
              onChange={(userType) => setField('userType', userType)}
            />
            <TextField
              name="userExt"
              label={t('systemAdmin.userExt')}
              value={values.userExt}
              multiline
              minRows={4}
              onChange={(event) => setField('userExt', event.target.value)}
              error={tooLong}
              helperText={tooLong ? t('validation.tooLong', { max: MAX_EXT }) : t('systemAdmin.userExtHint')}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('crud.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || !values || tooLong} data-testid="platform-submit">
          {t('crud.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
