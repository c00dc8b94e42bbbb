'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import StorageIcon from '@mui/icons-material/Storage';
import { tenant } from '@/lib/resources/system/tenant';
import { usePermissions } from '@/lib/hooks/use-permissions';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from '../resource/resource-page';
import { useNotify } from '../feedback/notifier';
import { DatasourceDialog } from './datasource-dialog';

type Row = Record<string, unknown>;

/** /system/tenant — tenants with 授权配置 (the resource's bulk action) and 数据源配置 for one selected tenant. */
/** `firstPage`: the list's rows the server read while rendering (components/resource/first-rows-boundary.tsx). */
export function TenantScreen({ firstPage }: { firstPage?: FirstPage | null }) {
  const t = useTranslations();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [binding, setBinding] = useState<{ row: Row; reload: () => Promise<void> } | null>(null);

  return (
    <>
      <ResourcePage
        resource={tenant}
        firstPage={firstPage}
        extras={{
          toolbar: ({ selected, reload }) =>
            permissions.has('tenant_datasource') && (
              <Button
                variant="outlined"
                startIcon={<StorageIcon />}
                data-testid="toolbar-datasource"
                onClick={() =>
                  selected.length !== 1 ? notify(t('systemAdmin.selectOne'), 'warning') : setBinding({ row: selected[0], reload })
                }
              >
                {t('systemAdmin.datasource')}
              </Button>
            ),
        }}
      />
      {binding && (
        <DatasourceDialog tenant={binding.row} onClose={() => setBinding(null)} onSaved={() => (setBinding(null), void binding.reload())} />
      )}
    </>
  );
}
