'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';
import { FlowTable } from './flow-table';
import { DeployOptions, type DeployTarget } from './deploy-options';

type Model = {
  id: string;
  name: string;
  modelKey: string;
  version: number;
  lastUpdated: string;
  lastUpdatedBy: string;
  description: string;
};

/** 模型管理: the stored BPMN models; deploy one (category and tenants) or remove it. */
export function ModelScreen() {
  const t = useTranslations('workflow');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const { permissions } = usePermissions();
  const [deploying, setDeploying] = useState<{ model: Model; reload: () => Promise<unknown> } | null>(null);
  const [target, setTarget] = useState<DeployTarget>({ category: '', tenantIds: [] });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const remove = async (model: Model, reload: () => Promise<unknown>) => {
    if (!(await confirm(t('model.removeConfirm', { name: model.name })))) return;
    try {
      await request('/api/blade-flow/model/remove', { method: 'POST', query: { ids: model.id } });
      notify(t('done'));
      await reload();
    } catch (failure) {
      notify(errorText(failure), 'error');
    }
  };

  const deploy = async () => {
    setTried(true);
    if (!deploying || !target.category) return;
    setBusy(true);
    try {
      await request('/api/blade-flow/model/deploy', {
        method: 'POST',
        query: { modelId: deploying.model.id, category: target.category, tenantIds: target.tenantIds.join(',') },
      });
      notify(t('deploy.deployed'));
      setDeploying(null);
      await deploying.reload();
    } catch (failure) {
      notify(errorText(failure), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FlowTable<Model>
        title={tRoot('menu.flow_model')}
        intro={t('intro.model')}
        url="/api/blade-flow/model/list"
        search="name"
        testId="flow-model"
        rowKey={(row) => row.id}
        columns={[
          { key: 'modelKey', label: t('col.key') },
          { key: 'name', label: t('col.modelName') },
          { key: 'version', label: t('col.version'), render: (row) => `v${row.version}`, wide: true },
          { key: 'lastUpdated', label: t('col.lastUpdated'), wide: true },
          { key: 'lastUpdatedBy', label: t('col.lastUpdatedBy'), wide: true },
        ]}
        actions={(row, reload) => (
          <>
            {permissions.has('flow_model_deploy') && (
              <Button
                size="small"
                variant="contained"
                data-testid="model-deploy"
                onClick={() => {
                  setTarget({ category: '', tenantIds: [] });
                  setTried(false);
                  setDeploying({ model: row, reload });
                }}
              >
                {t('deploy.action')}
              </Button>
            )}
            {permissions.has('flow_model_delete') && (
              <Button size="small" color="error" onClick={() => remove(row, reload)}>
                {t('remove')}
              </Button>
            )}
          </>
        )}
      />
      <Dialog open={!!deploying} onClose={() => setDeploying(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('deploy.title', { name: deploying?.model.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 1, pt: 1 }}>
            <DeployOptions value={target} onChange={setTarget} categoryError={tried && !target.category} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeploying(null)}>{t('cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={deploy} data-testid="model-deploy-confirm">
            {t('deploy.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
