'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import DevicesIcon from '@mui/icons-material/Devices';
import { user } from '@/lib/resources/system/user';
import { usePermissions } from '@/lib/hooks/use-permissions';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from '../resource/resource-page';
import { useNotify } from '../feedback/notifier';
import { LazyTreeFilterPanel } from './lazy-tree-filter-panel';
import { lazyComponent } from '../lazy';

// Opened on demand: its code stays out of the grid page's first load (≤ 420 KB).
const PlatformDialog = lazyComponent(() => import('./platform-dialog').then((module) => module.PlatformDialog));

const DEPT_TREE = { kind: 'forest', url: '/api/blade-system/dept/tree' } as const;

/**
 * /system/user — the generic user list with the department tree beside it and 平台配置; 角色配置 and
 * 密码重置 are the resource's bulk actions.
 */
/** `firstPage`: the list's rows the server read while rendering (components/resource/first-rows-boundary.tsx). */
export function UserScreen({ firstPage }: { firstPage?: FirstPage | null }) {
  const t = useTranslations();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [platform, setPlatform] = useState<{ id: string; reload: () => Promise<void> } | null>(null);

  return (
    <>
      <ResourcePage
        resource={user}
        firstPage={firstPage}
        extras={{
          aside: <LazyTreeFilterPanel source={DEPT_TREE} param="deptId" title={t('systemAdmin.deptTree')} />,
          toolbar: ({ selected, reload }) =>
            permissions.has('user_platform') && (
              <Button
                variant="outlined"
                startIcon={<DevicesIcon />}
                data-testid="toolbar-platform"
                onClick={() =>
                  selected.length !== 1
                    ? notify(t('systemAdmin.selectOne'), 'warning')
                    : setPlatform({ id: String(selected[0].id), reload })
                }
              >
                {t('systemAdmin.platform')}
              </Button>
            ),
        }}
      />
      {platform && (
        <PlatformDialog
          userId={platform.id}
          onClose={() => setPlatform(null)}
          onSaved={() => (setPlatform(null), void platform.reload())}
        />
      )}
    </>
  );
}
