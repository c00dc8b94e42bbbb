'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import Button from '@mui/material/Button';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { topmenu } from '@/lib/resources/system/topmenu';
import { postJson, request } from '@/lib/client/api';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useMenuNameById } from '@/lib/hooks/use-menu-name';
import { relabelTree } from '@/lib/menu/menu-names';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from '../resource/resource-page';
import { useNotify } from '../feedback/notifier';
import { GrantDialog } from './grant-dialog';

type Row = Record<string, unknown>;

/** /system/topmenu — top menus plus 菜单配置: which menus each selected top menu shows (replace). */
/** `firstPage`: the list's rows the server read while rendering (components/resource/first-rows-boundary.tsx). */
export function TopMenuScreen({ firstPage }: { firstPage?: FirstPage | null }) {
  const t = useTranslations();
  const menuName = useMenuNameById();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { permissions } = usePermissions();
  const [granting, setGranting] = useState<{ rows: Row[]; reload: () => Promise<void> } | null>(null);
  const topMenuIds = granting?.rows.map((row) => String(row.id)) ?? [];

  const load = async () => {
    const [tree, keys] = await Promise.all([
      request<{ menu: unknown }>('/api/blade-system/menu/grant-top-tree'),
      request<{ menu: unknown }>('/api/blade-system/menu/top-tree-keys', { query: { topMenuIds: topMenuIds.join(',') } }),
    ]);
    return [{ key: 'menu', label: t('systemAdmin.menuTab'), nodes: relabelTree(tree.menu, menuName), keys: keys.menu }];
  };
  const save = async (keys: Record<string, string[]>) => {
    await postJson('/api/blade-system/topmenu/grant', { topMenuIds, menuIds: keys.menu });
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/blade-system/menu/'));
  };

  return (
    <>
      <ResourcePage
        resource={topmenu}
        firstPage={firstPage}
        extras={{
          toolbar: ({ selected, reload }) =>
            permissions.has('topmenu_grant') && (
              <Button
                variant="outlined"
                startIcon={<AccountTreeIcon />}
                data-testid="toolbar-topmenu-grant"
                onClick={() =>
                  selected.length === 0 ? notify(t('crud.selectAtLeastOne'), 'warning') : setGranting({ rows: selected, reload })
                }
              >
                {t('systemAdmin.topMenuGrant')}
              </Button>
            ),
        }}
      />
      {granting && (
        <GrantDialog
          title={`${t('systemAdmin.topMenuGrant')} · ${granting.rows.map((row) => String(row.name ?? '')).join(', ')}`}
          load={load}
          save={save}
          onClose={() => setGranting(null)}
          onSaved={() => (setGranting(null), void granting.reload())}
        />
      )}
    </>
  );
}
