'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';
import { FlowTable } from './flow-table';
import { DiagramDialog } from './diagram-dialog';
import { useFlowRoutes } from './use-flow-routes';

type Definition = {
  id: string;
  name: string;
  key: string;
  category: string;
  categoryName: string;
  version: number;
  deploymentId: string;
  resourceName: string;
  suspensionState: number;
  deploymentTime: string;
};

const ACTIVE = 1;

/** 流程定义: every deployed version; activate or suspend one, or delete its deployment (and what started from it). */
export function ManagerScreen() {
  const t = useTranslations('workflow');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const { permissions } = usePermissions();
  const [drawn, setDrawn] = useState<Definition | null>(null);
  const { categoryLabel } = useFlowRoutes();

  const call = async (path: string, query: Record<string, string>, question: string, reload: () => Promise<unknown>) => {
    if (!(await confirm(question))) return;
    try {
      await request(path, { method: 'POST', query });
      notify(t('done'));
      await reload();
    } catch (failure) {
      notify(errorText(failure), 'error');
    }
  };

  return (
    <>
      <FlowTable<Definition>
        title={tRoot('menu.flow_manager')}
        intro={t('intro.manager')}
        url="/api/blade-flow/manager/list"
        search="name"
        testId="flow-manager"
        rowKey={(row) => row.id}
        columns={[
          { key: 'categoryName', label: t('col.category'), wide: true, render: (row) => categoryLabel(row.category, row.categoryName) },
          { key: 'name', label: t('col.processName') },
          { key: 'key', label: t('col.key'), wide: true },
          { key: 'version', label: t('col.version'), render: (row) => `v${row.version}` },
          {
            key: 'suspensionState',
            label: t('col.state'),
            render: (row) => (
              <Chip
                size="small"
                variant="outlined"
                color={row.suspensionState === ACTIVE ? 'success' : 'default'}
                label={t(row.suspensionState === ACTIVE ? 'active' : 'suspended')}
              />
            ),
          },
          { key: 'resourceName', label: t('col.resource'), wide: true },
          { key: 'deploymentTime', label: t('col.deploymentTime'), wide: true },
        ]}
        actions={(row, reload) => {
          const active = row.suspensionState === ACTIVE;
          return (
            <>
              <Button size="small" onClick={() => setDrawn(row)} data-testid="definition-diagram">
                {t('diagram.button')}
              </Button>
              {permissions.has('flow_manager_state') && (
                <Button
                  size="small"
                  data-testid={active ? 'definition-suspend' : 'definition-activate'}
                  onClick={() =>
                    call(
                      '/api/blade-flow/manager/change-state',
                      { state: active ? 'suspend' : 'active', processId: row.id },
                      t(active ? 'suspendConfirm' : 'activateConfirm', { name: `${row.name} v${row.version}` }),
                      reload,
                    )
                  }
                >
                  {t(active ? 'suspend' : 'activate')}
                </Button>
              )}
              {permissions.has('flow_manager_remove') && (
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    call(
                      '/api/blade-flow/manager/delete-deployment',
                      { deploymentIds: row.deploymentId },
                      t('deleteDeploymentConfirm', { name: `${row.name} v${row.version}` }),
                      reload,
                    )
                  }
                >
                  {t('remove')}
                </Button>
              )}
            </>
          );
        }}
      />
      <DiagramDialog definition={drawn} onClose={() => setDrawn(null)} />
    </>
  );
}
