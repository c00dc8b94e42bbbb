'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';
import UploadIcon from '@mui/icons-material/Upload';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { putFile } from '@/lib/client/put-file';
import type { FieldInputProps } from './input-props';

/** Uploads through Blade's OSS endpoint (`put-file`, reading `data.link`); several files are comma-joined. */
export function UploadField(props: FieldInputProps & { accept?: string }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const links = props.value ? props.value.split(',').filter(Boolean) : [];

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    setFailure('');
    try {
      const uploaded: string[] = [];
      for (const file of Array.from(files))
        uploaded.push(await putFile(file, t('crud.uploadFailed'), props.field.type === 'image' ? 'image' : 'file'));
      props.onChange([...links, ...uploaded].join(','));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const message = failure || props.error;
  return (
    <FormControl fullWidth error={!!message} required={props.field.required}>
      <FormLabel sx={{ fontSize: 12, mb: 0.5 }}>{props.label}</FormLabel>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {links.map((link) => (
          <Stack key={link} direction="row" sx={{ alignItems: 'center' }}>
            {props.field.type === 'image' ? (
              // biome-ignore lint/performance/noImgElement: a 48 px preview of an upload in Blade's file store
              <img src={link} alt="" width={48} height={48} style={{ objectFit: 'cover', borderRadius: 4 }} />
            ) : (
              <Link href={link} target="_blank" rel="noopener noreferrer">
                {link.split('/').pop()}
              </Link>
            )}
            {!props.disabled && (
              <IconButton
                size="small"
                aria-label={t('crud.removeFile')}
                onClick={() => props.onChange(links.filter((item) => item !== link).join(','))}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))}
        {!props.disabled && (
          <Button size="small" variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('crud.uploading') : t('crud.upload')}
          </Button>
        )}
      </Stack>
      <input
        ref={input}
        type="file"
        hidden
        name={props.name}
        accept={props.accept ?? (props.field.type === 'image' ? 'image/*' : undefined)}
        multiple
        onChange={(event) => upload(event.target.files)}
      />
      <FormHelperText>{message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
