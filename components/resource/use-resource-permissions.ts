'use client';

import { useEffect, useMemo, useRef } from 'react';
import { useTranslations } from 'next-intl';
import type { ResourceDef, RowActionDef } from '@/lib/resources/define-resource';
import { endpointPath, submitPath } from '@/lib/resources/define-resource';
import { offeredActions } from '@/lib/resources/row-actions';
import { can } from '@/lib/auth/access';
import { mayManage } from '@/lib/auth/rank';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useSessionUser } from '../layout/session-user';
import type { useRowActions } from './use-row-actions';

type Row = Record<string, unknown>;

/**
 * What the viewer may do on a list screen: the standard buttons (an endpoint to call and the button code), the
 * accounts they may manage, and the row actions offered per row and on the selection.
 */
export function useResourcePermissions(resource: ResourceDef, actions: ReturnType<typeof useRowActions>) {
  const tRoot = useTranslations();
  const user = useSessionUser();
  const { permissions } = usePermissions();
  const allowed = useMemo(
    () => ({
      add: !!submitPath(resource, 'add') && can(permissions, resource, 'add'),
      edit: !!submitPath(resource, 'edit') && can(permissions, resource, 'edit'),
      delete: !!endpointPath(resource, 'remove') && !resource.readOnly && can(permissions, resource, 'delete'),
      view: !!endpointPath(resource, 'detail') && can(permissions, resource, 'view'),
    }),
    [permissions, resource],
  );
  // The grid's columns are memoised; the menu calls the latest `run` (its confirm and reload).
  const latestActions = useRef(actions);
  useEffect(() => {
    latestActions.current = actions;
  });
  // Accounts the viewer may not manage (an administrator's, for hr) offer no edit, delete or action at all.
  const manageable = useMemo(() => {
    const rank = resource.accountRank;
    return rank && user ? (row: Row) => mayManage(user, row[rank.aliases], row[rank.tenant]) : undefined;
  }, [resource.accountRank, user]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language: tRoot changes with it
  const workflow = useMemo(
    () =>
      resource.rowActions?.some((action) => permissions.has(action.code))
        ? {
            offered: (row: Row) => (manageable && !manageable(row) ? [] : offeredActions(resource, row, permissions)),
            label: (action: RowActionDef) => latestActions.current.label(action),
            onRun: (action: RowActionDef, row: Row) => latestActions.current.run(action, [row]),
          }
        : undefined,
    [resource, permissions, tRoot, manageable],
  );
  const bulkActions = (resource.rowActions ?? []).filter((action) => action.bulk && permissions.has(action.code));
  return { allowed, manageable, workflow, bulkActions };
}
