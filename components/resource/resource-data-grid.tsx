'use client';

import { memo, startTransition, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useEventCallback } from '@mui/material/utils';
import { zhCN, enUS } from '@mui/x-data-grid/locales';
import { PAGE_SIZES, type GridState } from '@/lib/grid/grid-state';
import type { ColumnPrefs } from '@/lib/grid/column-prefs';
import { GridIconButton, gridIconButtonStyles } from './grid-icon-button';
import { GridCheckbox, gridCheckboxStyles } from './grid-checkbox';
import { GridTooltip } from './grid-tooltip';
import { actionsColumnDef, type ActionsColumn } from './actions-column';
import { GridPagerButton } from './grid-pager-button';

/**
 * MUI X's DataGrid for a resource's list (components/resource/resource-grid.tsx builds what it shows). Its own chunk,
 * ~130 KB gzip, loaded after the page's first paint: until it arrives the server's first rows stand as plain markup
 * (first-rows.tsx), so the list page's first paint no longer waits for the grid's code (bench/page-speed.mjs).
 */
type Row = Record<string, unknown>;

export type ResourceDataGridProps = {
  /** The field columns, in the user's order. */
  columns: GridColDef<Row>[];
  actions: ActionsColumn | null;
  rows: Row[];
  total: number;
  loading: boolean;
  getRowId: (row: Row) => string;
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  onStateChange: (next: Partial<GridState>) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  selectable: boolean;
  isRowSelectable?: (params: { row: Row }) => boolean;
  prefs: ColumnPrefs;
  onPrefsChange: (prefs: ColumnPrefs) => void;
  /** A tree list: unpaged and unsorted. */
  tree: boolean;
};

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];
// Skeleton rows hold the rows' place while the first page loads, so its rows arrive without moving anything (CLS);
// later pages load under a progress bar over the rows still shown, which costs no render of skeleton cells per click.
const SLOT_PROPS = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
  basePagination: { material: { slots: { actions: { previousButton: GridPagerButton, nextButton: GridPagerButton } } } },
} as const;
// Plain buttons and checkboxes inside the grid (a page's rows hold dozens, drawn again on every click), tooltips on demand.
const SLOTS = { baseIconButton: GridIconButton, baseCheckbox: GridCheckbox, baseTooltip: GridTooltip };
const GRID_SX = {
  bgcolor: 'background.paper',
  minHeight: 420,
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .cell-text': { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  // The empty space under the last row draws nothing here (no pinned columns); hidden, its growing once the
  // first rows arrive does not count as a layout shift.
  '& .MuiDataGrid-filler': { visibility: 'hidden' },
  ...gridIconButtonStyles,
  ...gridCheckboxStyles,
} as const;

export const ResourceDataGrid = memo(function ResourceDataGrid(props: ResourceDataGridProps) {
  const { prefs, actions } = props;
  const t = useTranslations('crud');
  const locale = useLocale();
  const columns = useMemo<GridColDef<Row>[]>(
    () =>
      actions
        ? [
            actionsColumnDef(actions, ({ row }) =>
              actions
                .items(row)
                .map((item) =>
                  item.inMenu || !item.icon ? (
                    <GridActionsCellItem key={item.key} showInMenu label={item.label} onClick={item.onClick} data-testid={item.testId} />
                  ) : (
                    <GridActionsCellItem
                      key={item.key}
                      icon={item.icon}
                      label={item.label}
                      onClick={item.onClick}
                      data-testid={item.testId}
                    />
                  ),
                ),
            ),
            ...props.columns,
          ]
        : props.columns,
    [actions, props.columns],
  );
  const localeText = useMemo(
    () => ({ ...(locale === 'en' ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText, noRowsLabel: t('noRows') }),
    [locale, t],
  );
  const shown = useRowsFirst(props);
  // Stable handlers: with them the memoised DataGrid skips a render of this component that changes none of its props.
  const onPaginationModelChange = useEventCallback((model: GridPaginationModel) =>
    props.onStateChange({ current: model.pageSize !== props.paginationModel.pageSize ? 1 : model.page + 1, size: model.pageSize }),
  );
  const onSortModelChange = useEventCallback((model: GridSortModel) => {
    const next = model[0]?.sort ? { field: model[0].field, direction: model[0].sort } : null;
    // The grid also reports models it merely sanitised (or was handed by useRowsFirst); only a real change moves the URL.
    if (next?.field === props.sortModel[0]?.field && next?.direction === props.sortModel[0]?.sort) return;
    props.onStateChange({ sort: next, current: 1 });
  });
  const onColumnVisibilityModelChange = useEventCallback((hidden: ColumnPrefs['hidden']) => props.onPrefsChange({ ...prefs, hidden }));
  const onColumnWidthChange = useEventCallback(({ colDef, width }: { colDef: GridColDef; width: number }) =>
    props.onPrefsChange({ ...prefs, widths: { ...prefs.widths, [colDef.field]: width } }),
  );

  return (
    <DataGrid
      apiRef={shown.apiRef}
      rows={shown.rows}
      columns={columns}
      getRowId={props.getRowId}
      rowCount={shown.total}
      loading={props.loading}
      paginationMode={props.tree ? 'client' : 'server'}
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      // The column settings dialog hides and orders columns and a header click sorts: the menu's button, tooltip and
      // popper in every header cost each render of the headers more than they add.
      disableColumnMenu
      hideFooterPagination={props.tree}
      disableColumnSorting={props.tree}
      paginationModel={props.tree ? undefined : shown.paginationModel}
      onPaginationModelChange={props.tree ? undefined : onPaginationModelChange}
      pageSizeOptions={props.tree ? undefined : PAGE_SIZE_OPTIONS}
      sortModel={shown.sortModel}
      onSortModelChange={onSortModelChange}
      checkboxSelection={props.selectable}
      isRowSelectable={props.isRowSelectable}
      disableRowSelectionOnClick
      rowSelectionModel={props.selection}
      onRowSelectionModelChange={props.onSelectionChange}
      keepNonExistentRowsSelected={false}
      columnVisibilityModel={prefs.hidden}
      onColumnVisibilityModelChange={onColumnVisibilityModelChange}
      onColumnWidthChange={onColumnWidthChange}
      localeText={localeText}
      density="compact"
      // A page of up to 30 rows renders whole: virtualisation re-renders the rows once more after measuring them,
      // which costs more than it saves on short pages (bench/grid-interaction.mjs).
      disableVirtualization={shown.paginationModel.pageSize <= 30}
      slots={SLOTS}
      slotProps={SLOT_PROPS}
      autoHeight={false}
      sx={GRID_SX}
    />
  );
});

/** What the DataGrid's props say about its rows: the rows, their total, the page and the sort. */
type RowsView = { rows: Row[]; total: number; paginationModel: GridPaginationModel; sortModel: GridSortModel };

/**
 * New rows (a page, sort or search answered) reach the mounted grid through its API first, its props after them.
 * MUI's grid takes a new `rows` prop in an effect: handed as props, the new rows cost two renders of every row and
 * cell, the first of them with the old rows (every prop change renders all rows: they read the grid's props through
 * context), the second with the new ones. Here the grid's props stay as they were, so the memoised grid skips the
 * render; the rows, total, page and sort are set through its API before the browser paints (one render of the rows),
 * and a transition then hands the grid the same values as props, after the new rows are on screen. The grid reports
 * the page and sort it was set to through its change callbacks, which find them equal to the URL's and do nothing.
 * A tree list, the loading state (the skeleton or the progress bar) and the first render take the plain path.
 */
function useRowsFirst(props: ResourceDataGridProps) {
  const apiRef = useGridApiRef();
  const asked: RowsView = { rows: props.rows, total: props.total, paginationModel: props.paginationModel, sortModel: props.sortModel };
  /** What the grid's props held at its last commit, and whether the grid was not loading then. */
  const committed = useRef<{ view: RowsView; settled: boolean } | null>(null);
  /** The rows already handed to the grid through its API, whose props have yet to catch up. */
  const handed = useRef<Row[] | null>(null);
  const [, catchUp] = useState(0);
  const previous = committed.current;
  const throughApi =
    !props.tree && !props.loading && !!previous?.settled && previous.view.rows !== asked.rows && handed.current !== asked.rows;
  const view = throughApi && previous ? previous.view : asked;
  useLayoutEffect(() => {
    if (!throughApi || !previous) {
      committed.current = { view, settled: !props.loading };
      return;
    }
    const api = apiRef.current;
    if (!api) return;
    handed.current = asked.rows;
    const before = previous.view;
    api.setRows(asked.rows);
    if (before.total !== asked.total) api.setRowCount(asked.total);
    if (before.paginationModel.page !== asked.paginationModel.page || before.paginationModel.pageSize !== asked.paginationModel.pageSize)
      api.setPaginationModel(asked.paginationModel);
    if (before.sortModel !== asked.sortModel) api.setSortModel(asked.sortModel);
    startTransition(() => catchUp((count) => count + 1));
  });
  return { ...view, apiRef };
}
