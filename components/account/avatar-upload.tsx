'use client';

import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { AVATAR_ACCEPT, DEFAULT_AVATAR, avatarFileProblem } from '@/lib/account/avatar-file';
import { useNotify } from '../feedback/notifier';

/**
 * The avatar picker: JPG/PNG up to 500 KB, checked before anything is sent; the file goes to the OSS
 * (put-file) and its `data.link` becomes the value. The form saves it with the other fields.
 */
export function AvatarUpload({ value, onChange, disabled }: { value: string; onChange: (link: string) => void; disabled?: boolean }) {
  const t = useTranslations('account');
  const errorText = useErrorText();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      notify(t(problem === 'type' ? 'avatarType' : 'avatarSize'), 'error');
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const data = await request<{ link?: string }>('/api/blade-resource/oss/endpoint/put-file?purpose=avatar', {
        method: 'POST',
        body: form,
      });
      if (!data?.link) throw new Error('no link');
      onChange(data.link);
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        src={value || DEFAULT_AVATAR}
        alt={t('avatar')}
        data-testid="avatar-preview"
        variant="rounded"
        sx={{ width: 88, height: 88, bgcolor: 'action.hover' }}
      />
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled || busy}
        >
          {busy ? t('avatarUploading') : t('avatarChoose')}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {t('avatarHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={AVATAR_ACCEPT}
          hidden
          onChange={pick}
          data-testid="avatar-input"
          aria-label={t('avatarChoose')}
        />
      </Stack>
    </Stack>
  );
}
