'use client';

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import type { ResourceDef, RowActionDef } from '@/lib/resources/define-resource';
import { endpointPath, submitPath } from '@/lib/resources/define-resource';
import { can } from '@/lib/auth/access';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { columnPrefsKey, NO_COLUMN_PREFS, readColumnPrefs, writeColumnPrefs, type ColumnPrefs } from '@/lib/grid/column-prefs';
import { useEventCallback } from '@mui/material/utils';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useResourceGrid } from '@/lib/hooks/use-resource-grid';
import { useDelayedFlag } from '@/lib/hooks/use-delayed-flag';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useTreeRows } from '@/lib/hooks/use-tree-rows';
import { useConfirm } from '../feedback/confirm';
import { useNotify } from '../feedback/notifier';
import { useSessionUser } from '../layout/session-user';
import { ResourceSearchForm } from './resource-search-form';
import { ResourceGrid } from './resource-grid';
import type { DialogMode } from './resource-form-dialog';
import { ColumnSettings } from './column-settings';
import { lazyComponent } from '../lazy';
import { ExportButton } from './export-button';
import { useRowActions } from './use-row-actions';
import { offeredActions } from '@/lib/resources/row-actions';
import { mayManage } from '@/lib/auth/rank';

import { isListed } from '@/lib/resources/fields';
import { orderedColumns } from '@/lib/grid/column-prefs';
import type { FormValues } from '@/lib/forms/form-schema';
import { useFormDraft } from '@/lib/hooks/use-form-draft';
import { useUnsavedChangesPrompt } from '@/lib/hooks/use-unsaved-changes-prompt';
import { useRouter } from 'next/navigation';
import { withQuery } from '@/lib/client/api';
import { CUSTOM_DIALOGS } from './custom-dialogs';
import { LazyAlert } from '../feedback/lazy-alert';

/** How long a list answer may take before the grid shows its progress bar over the rows. */
const SLOW_ANSWER_MS = 250;
const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** What a screen built on the generic one adds (users, roles, tenants…); every part optional. */
export type ResourcePageExtras = {
  /** Toolbar buttons acting on the selected rows (a grant dialog, a reset); they gate themselves by button code. */
  toolbar?: (context: { selected: Record<string, unknown>[]; reload: () => Promise<void> }) => ReactNode;
  /** A panel beside the grid, above it on narrow screens (the users' department tree). */
  aside?: ReactNode;
};

// The dialog (form inputs, pickers, uploads, validation) loads when it first opens.
const ResourceFormDialog = lazyComponent(() => import('./resource-form-dialog').then((module) => module.ResourceFormDialog));

/**
 * The generic list screen of any registered resource (spec §2): search, createTime range, the grid,
 * add / edit / view dialogs, delete and batch delete, export; every button gated by permission codes.
 */
export function ResourcePage({ resource, extras: screen = {} }: { resource: ResourceDef; extras?: ResourcePageExtras }) {
  const t = useTranslations('crud');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const text = useResourceText(resource);
  const notify = useNotify();
  const confirm = useConfirm();
  const user = useSessionUser();
  const { permissions } = usePermissions();
  const grid = useResourceGrid(resource);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const [dialog, setDialog] = useState<{ mode: DialogMode; id: string | null; draft?: FormValues } | null>(null);
  const [customAdd, setCustomAdd] = useState(false);
  // A dialog that was open when the user left this tab (or reloaded) comes back with what was typed;
  // the command palette opens dialogs the same way.
  const drafts = useFormDraft(resource, (draft) => setDialog({ mode: draft.mode, id: draft.id, draft: draft.values }));
  const router = useRouter();
  const openDialog = (mode: DialogMode, id: string | null) => {
    // A resource with a form screen of its own (goods) adds and edits there.
    if (resource.formPage && mode !== 'view') return router.push(withQuery(resource.formPage, { id }));
    if (mode === 'add' && resource.addDialog && CUSTOM_DIALOGS[resource.addDialog]) return setCustomAdd(true);
    drafts.write({ mode, id, values: {} });
    setDialog({ mode, id });
  };
  const [unsaved, setUnsaved] = useState(false);
  const closeDialog = () => {
    drafts.clear();
    setUnsaved(false);
    setDialog(null);
  };
  useUnsavedChangesPrompt(unsaved);
  const tree = useTreeRows(resource, grid.page.records);
  const reload = async () => {
    tree.forgetLoaded();
    await grid.reload();
  };

  const prefsKey = columnPrefsKey(user?.userId ?? 'anonymous', user?.tenantId ?? '', resource.name);
  const [prefs, setPrefs] = useState<ColumnPrefs>(NO_COLUMN_PREFS);
  useEffect(() => setPrefs(readColumnPrefs(window.localStorage, prefsKey)), [prefsKey]);
  // The grid is memoised: what it is handed keeps its identity across this page's renders.
  const changePrefs = useEventCallback((next: ColumnPrefs) => {
    setPrefs(next);
    writeColumnPrefs(window.localStorage, prefsKey, next);
  });

  const allowed = useMemo(
    () => ({
      add: !!submitPath(resource, 'add') && can(permissions, resource, 'add'),
      edit: !!submitPath(resource, 'edit') && can(permissions, resource, 'edit'),
      delete: !!endpointPath(resource, 'remove') && !resource.readOnly && can(permissions, resource, 'delete'),
      view: !!endpointPath(resource, 'detail') && can(permissions, resource, 'view'),
    }),
    [permissions, resource],
  );

  const actions = useRowActions(resource, reload);
  // The grid's columns are memoised; the menu calls the latest `run` (its confirm and reload).
  const latestActions = useRef(actions);
  useEffect(() => {
    latestActions.current = actions;
  });
  // Accounts the viewer may not manage (an administrator's, for hr) offer no edit, delete or action at all.
  const manageable = useMemo(() => {
    const rank = resource.accountRank;
    return rank && user ? (row: Record<string, unknown>) => mayManage(user, row[rank.aliases], row[rank.tenant]) : undefined;
  }, [resource.accountRank, user]);
  const workflow = useMemo(
    () => (resource.rowActions?.some((action) => permissions.has(action.code))
      ? { offered: (row: Record<string, unknown>) => (manageable && !manageable(row) ? [] : offeredActions(resource, row, permissions)), label: (action: RowActionDef) => latestActions.current.label(action), onRun: (action: RowActionDef, row: Record<string, unknown>) => latestActions.current.run(action, [row]) }
      : undefined),
    // Labels follow the language: tRoot changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [resource, permissions, tRoot, manageable],
  );
  const bulkActions = (resource.rowActions ?? []).filter((action) => action.bulk && permissions.has(action.code));

  const rowKey = resource.rowKey ?? 'id';
  const remove = async (ids: string[]) => {
    if (ids.length === 0) return notify(t('selectAtLeastOne'), 'warning');
    if (!(await confirm(t('deleteConfirm')))) return;
    try {
      await request(`/api${endpointPath(resource, 'remove')}`, { method: 'POST', query: { [resource.removeParam ?? 'ids']: ids.join(',') } });
      notify(t('deleted'));
      setSelection(NO_SELECTION);
      await reload();
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };

  const onRowAction = useEventCallback((action: 'view' | 'edit' | 'delete', row: Record<string, unknown>) =>
    action === 'delete' ? void remove([String(row[rowKey])]) : openDialog(action, String(row[rowKey])));
  const treeProps = useMemo(() => (resource.tree ? { onToggle: tree.toggle, loadingKey: tree.loading } : undefined), [resource.tree, tree.toggle, tree.loading]);

  const search = useEventCallback((filters: Record<string, string>) => grid.setState({ filters, current: 1 }));
  const settingsColumns = useMemo(
    () => orderedColumns(Object.entries(resource.fields).filter(([, field]) => isListed(field)).map(([name]) => name), prefs.order),
    [resource, prefs.order],
  );

  // The first page's skeleton at once (the layout-shift guard); over rows already shown, only a slow answer's progress bar.
  const slowLoading = useDelayedFlag(grid.isLoading, SLOW_ANSWER_MS);
  const gridLoading = grid.isLoading && (grid.page.records.length === 0 || slowLoading);
  // A quick answer: the grid keeps the shown rows' page and sort until the new rows come, and renders once, with
  // both; a slow one: the asked-for page and sort show at once, under the progress bar.
  const gridState = grid.isLoading && !gridLoading ? grid.shownState : grid.state;
  const changeGridState = useEventCallback(grid.setState);

  const selectedIds = [...selection.ids].map(String);
  const selectedRows = (tree.rows ?? grid.page.records).filter((row) => selection.ids.has(String(row[rowKey])));

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1">{text.name()}</Typography>
      <ResourceSearchForm resource={resource} filters={grid.state.filters} onSearch={search} />
      <Paper sx={{ p: 1.5, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {allowed.add && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => openDialog('add', null)} data-testid="toolbar-add">{t('add')}</Button>
          )}
          {allowed.delete && (
            <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => remove(selectedIds)} data-testid="toolbar-batch-delete">
              {t('batchDelete')}
            </Button>
          )}
          {bulkActions.map((action) => (
            <Button key={action.name} variant="outlined" onClick={() => actions.run(action, grid.page.records.filter((row) => selection.ids.has(String(row[rowKey]))))}
              data-testid={`toolbar-action-${action.name}`}>
              {actions.label(action)}
            </Button>
          ))}
          {screen.toolbar?.({ selected: selectedRows, reload })}
          <ExportButton resource={resource} state={grid.state} hidden={prefs.hidden} />
          <ColumnSettings columns={settingsColumns} label={text.label} prefs={prefs} onChange={changePrefs} />
          <Button startIcon={<RefreshIcon />} onClick={() => reload()}>{t('refresh')}</Button>
          {selectedIds.length > 0 && <Typography variant="body2" color="text.secondary">{t('selected', { count: selectedIds.length })}</Typography>}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ minWidth: 0 }}>
          {screen.aside}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {grid.error ? (
              <LazyAlert severity="error" action={<Button color="inherit" size="small" onClick={() => grid.reload()}>{t('retry')}</Button>} data-testid="grid-error">
                {errorText(grid.error) || t('loadFailed')}
              </LazyAlert>
            ) : (
              <Box sx={{ width: '100%', height: { xs: 480, md: 'calc(100dvh - 330px)' }, minHeight: 420 }}>
                <ResourceGrid
                  resource={resource}
                  rows={tree.rows ?? grid.page.records}
                  total={tree.rows ? tree.rows.length : grid.page.total}
                  loading={gridLoading}
                  state={gridState}
                  onStateChange={changeGridState}
                  selection={selection}
                  onSelectionChange={setSelection}
                  rowActions={allowed}
                  manageable={manageable}
                  workflow={workflow}
                  selectable={allowed.delete || bulkActions.length > 0 || !!screen.toolbar}
                  onRowAction={onRowAction}
                  prefs={prefs}
                  onPrefsChange={changePrefs}
                  tree={treeProps}
                />
              </Box>
            )}
          </Box>
        </Stack>
      </Paper>
      {actions.dialog}
      {customAdd && resource.addDialog && (() => {
        const CustomAdd = CUSTOM_DIALOGS[resource.addDialog];
        return <CustomAdd onClose={() => setCustomAdd(false)} onSaved={() => (setCustomAdd(false), void reload())} />;
      })()}
      {dialog && (
        <ResourceFormDialog
          key={`${dialog.mode}-${dialog.id}`}
          resource={resource}
          mode={dialog.mode}
          recordId={dialog.id}
          draft={dialog.draft}
          onValuesChange={(values, dirty) => {
            if (dialog.mode === 'view') return;
            drafts.write({ mode: dialog.mode, id: dialog.id, values, dirty });
            setUnsaved(dirty);
          }}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            void reload();
          }}
        />
      )}
    </Stack>
  );
}
