'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useEventCallback } from '@mui/material/utils';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import type { ResourceDef } from '@/lib/resources/define-resource';
import type { FirstPage } from '@/lib/grid/list-key';
import { endpointPath } from '@/lib/resources/define-resource';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useResourceGrid } from '@/lib/hooks/use-resource-grid';
import { useDelayedFlag } from '@/lib/hooks/use-delayed-flag';
import { useTreeRows } from '@/lib/hooks/use-tree-rows';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';
import { useColumnPrefs } from './use-column-prefs';
import { useResourceDialogs } from './use-resource-dialogs';
import { useResourcePermissions } from './use-resource-permissions';
import { useRowActions } from './use-row-actions';

/** How long a list answer may take before the grid shows its progress bar over the rows. */
const SLOW_ANSWER_MS = 250;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

type Row = Record<string, unknown>;

/**
 * The controller of a resource's list screen (as react-admin's list controller): the rows and their state in the
 * URL, the selection, what the viewer may do, deletes, row actions, column preferences and the dialogs. The view
 * (resource-page.tsx and its parts) only renders what this returns.
 */
export function useResourcePage(resource: ResourceDef, firstPage?: FirstPage | null) {
  const t = useTranslations('crud');
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const grid = useResourceGrid(resource, firstPage);
  const tree = useTreeRows(resource, grid.page.records);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const dialogs = useResourceDialogs(resource);
  const columns = useColumnPrefs(resource);
  const reload = async () => {
    tree.forgetLoaded();
    await grid.reload();
  };
  const actions = useRowActions(resource, reload);
  const permissions = useResourcePermissions(resource, actions);

  const rowKey = resource.rowKey ?? 'id';
  const remove = async (ids: string[]) => {
    if (ids.length === 0) return notify(t('selectAtLeastOne'), 'warning');
    if (!(await confirm(t('deleteConfirm')))) return;
    try {
      await request(`/api${endpointPath(resource, 'remove')}`, {
        method: 'POST',
        query: { [resource.removeParam ?? 'ids']: ids.join(',') },
      });
      notify(t('deleted'));
      setSelection(NO_SELECTION);
      await reload();
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  const onRowAction = useEventCallback((action: 'view' | 'edit' | 'delete', row: Row) =>
    action === 'delete' ? void remove([String(row[rowKey])]) : dialogs.open(action, String(row[rowKey])),
  );
  const treeProps = useMemo(
    () => (resource.tree ? { onToggle: tree.toggle, loadingKey: tree.loading } : undefined),
    [resource.tree, tree.toggle, tree.loading],
  );
  const search = useEventCallback((filters: Record<string, string>) => grid.setState({ filters, current: 1 }));

  // The first page's skeleton at once (the layout-shift guard); over rows already shown, only a slow answer's progress bar.
  const slowLoading = useDelayedFlag(grid.isLoading, SLOW_ANSWER_MS);
  const loading = grid.isLoading && (grid.page.records.length === 0 || slowLoading);
  // A quick answer: the grid keeps the shown rows' page and sort until the new rows come, and renders once, with
  // both; a slow one: the asked-for page and sort show at once, under the progress bar.
  const shownState = grid.isLoading && !loading ? grid.shownState : grid.state;
  const changeGridState = useEventCallback(grid.setState);

  const rows = tree.rows ?? grid.page.records;
  const selectedIds = [...selection.ids].map(String);
  const selectedRows = rows.filter((row) => selection.ids.has(String(row[rowKey])));
  const runBulk = (action: Parameters<typeof actions.run>[0]) =>
    actions.run(
      action,
      grid.page.records.filter((row) => selection.ids.has(String(row[rowKey]))),
    );

  return {
    resource,
    grid: {
      rows,
      total: tree.rows ? tree.rows.length : grid.page.total,
      loading,
      state: shownState,
      onStateChange: changeGridState,
      selection,
      onSelectionChange: setSelection,
      onRowAction,
      tree: treeProps,
      error: grid.error,
      retry: () => void grid.reload(),
    },
    /** The search form's filters (what was asked for, not what the rows on screen answer). */
    query: grid.state,
    search,
    selectedIds,
    selectedRows,
    reload,
    remove,
    runBulk,
    actions,
    permissions,
    columns,
    dialogs,
  };
}

export type ResourcePageController = ReturnType<typeof useResourcePage>;
