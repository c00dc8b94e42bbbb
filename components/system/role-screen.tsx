'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import Button from '@mui/material/Button';
import SecurityIcon from '@mui/icons-material/Security';
import { role } from '@/lib/resources/system/role';
import { postJson, request } from '@/lib/client/api';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useMenuNameById } from '@/lib/hooks/use-menu-name';
import { relabelTree } from '@/lib/menu/menu-names';
import type { FirstPage } from '@/lib/grid/list-key';
import { ResourcePage } from '../resource/resource-page';
import { useNotify } from '../feedback/notifier';
import { GrantDialog } from './grant-dialog';

type Row = Record<string, unknown>;
type GrantTree = { menu: unknown; dataScope: unknown; apiScope: unknown };

/** /authority/role — the role tree plus 权限设置: menus, data scopes and API scopes of the selected roles. */
/** `firstPage`: the list's rows the server read while rendering (components/resource/first-rows-boundary.tsx). */
export function RoleScreen({ firstPage }: { firstPage?: FirstPage | null }) {
  const t = useTranslations();
  const menuName = useMenuNameById();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { permissions } = usePermissions();
  const [granting, setGranting] = useState<{ roles: Row[]; reload: () => Promise<void> } | null>(null);

  const roleIds = granting?.roles.map((row) => String(row.id)) ?? [];
  const load = async () => {
    const [tree, keys] = await Promise.all([
      request<GrantTree>('/api/blade-system/menu/grant-tree'),
      request<GrantTree>('/api/blade-system/menu/role-tree-keys', { query: { roleIds: roleIds.join(',') } }),
    ]);
    return [
      { key: 'menu', label: t('systemAdmin.menuTab'), nodes: relabelTree(tree.menu, menuName), keys: keys.menu },
      // The scope trees hold menus on top (by menu id) and that menu's scopes below.
      {
        key: 'dataScope',
        label: t('systemAdmin.dataScopeTab'),
        nodes: relabelTree(tree.dataScope, menuName, 1),
        keys: keys.dataScope,
        leavesOnly: true,
      },
      {
        key: 'apiScope',
        label: t('systemAdmin.apiScopeTab'),
        nodes: relabelTree(tree.apiScope, menuName, 1),
        keys: keys.apiScope,
        leavesOnly: true,
      },
    ];
  };
  const save = async (keys: Record<string, string[]>) => {
    await postJson('/api/blade-system/role/grant', {
      roleIds,
      menuIds: keys.menu,
      dataScopeIds: keys.dataScope,
      apiScopeIds: keys.apiScope,
    });
    // The caller's own role may be among them: their buttons and menus are read again.
    void mutate((key) => typeof key === 'string' && key.startsWith('/api/blade-system/menu/'));
  };

  return (
    <>
      <ResourcePage
        resource={role}
        firstPage={firstPage}
        extras={{
          toolbar: ({ selected, reload }) =>
            permissions.has('role_grant') && (
              <Button
                variant="outlined"
                startIcon={<SecurityIcon />}
                data-testid="toolbar-grant"
                onClick={() =>
                  selected.length === 0 ? notify(t('crud.selectAtLeastOne'), 'warning') : setGranting({ roles: selected, reload })
                }
              >
                {t('systemAdmin.grant')}
              </Button>
            ),
        }}
      />
      {granting && (
        <GrantDialog
          title={`${t('systemAdmin.grant')} · ${granting.roles.map((row) => String(row.roleName ?? '')).join(', ')}`}
          load={load}
          save={save}
          onClose={() => setGranting(null)}
          onSaved={() => (setGranting(null), void granting.reload())}
        />
      )}
    </>
  );
}
