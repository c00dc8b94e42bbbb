'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { DeployOptions, type DeployTarget } from './deploy-options';

const ACCEPT = '.bpmn,.xml';

/** 流程部署: upload BPMN files (the subset the engine runs, README) as new definitions of a category, for chosen tenants. */
export function DeployScreen() {
  const t = useTranslations('workflow');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [target, setTarget] = useState<DeployTarget>({ category: '', tenantIds: [] });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async () => {
    setTried(true);
    setError('');
    if (!target.category || files.length === 0) return;
    const form = new FormData();
    form.append('category', target.category);
    form.append('tenantIds', target.tenantIds.join(','));
    for (const file of files) form.append('files', file, file.name);
    setBusy(true);
    try {
      await request('/api/blade-flow/manager/deploy-upload', { method: 'POST', body: form });
      notify(t('deploy.deployed'));
      setFiles([]);
      if (input.current) input.current.value = '';
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }} data-testid="flow-deploy">
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {tRoot('menu.flow_deploy')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('intro.deploy')}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        <DeployOptions value={target} onChange={setTarget} categoryError={tried && !target.category} />
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />}>
            {t('deploy.chooseFiles')}
            <input
              ref={input}
              hidden
              type="file"
              multiple
              accept={ACCEPT}
              data-testid="deploy-files"
              onChange={(event) => setFiles([...(event.target.files ?? [])])}
            />
          </Button>
          <Typography variant="body2" color={tried && files.length === 0 ? 'error' : 'text.secondary'}>
            {files.length > 0 ? files.map((file) => file.name).join(', ') : t(tried ? 'deploy.filesRequired' : 'deploy.noFiles')}
          </Typography>
        </Stack>
        {error && (
          <Alert severity="error" data-testid="deploy-error">
            {error}
          </Alert>
        )}
        {permissions.has('flow_deploy_upload') && (
          <Stack direction="row">
            <Button variant="contained" disabled={busy} onClick={submit} data-testid="deploy-submit">
              {t('deploy.action')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
