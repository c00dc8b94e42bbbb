'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import UploadIcon from '@mui/icons-material/Upload';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { putFile } from '@/lib/client/put-file';
import { useNotify } from '../feedback/notifier';

/** 附件管理's 上传: each chosen file goes through put-file, which records the attachment; then the list reloads. */
export function AttachUploadButton({ reload }: { reload: () => Promise<void> }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    try {
      for (const file of Array.from(files)) await putFile(file, t('crud.uploadFailed'));
      notify(t('resources.attach.uploaded', { count: files.length }), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      await reload();
    }
  };

  return (
    <>
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
        data-testid="toolbar-upload"
      >
        {busy ? t('crud.uploading') : t('resources.attach.actions.upload')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        data-testid="attach-file-input"
        onChange={(event) => void upload(event.target.files)}
      />
    </>
  );
}
