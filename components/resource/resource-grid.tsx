'use client';

import { memo, startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useMessages, useTranslations } from 'next-intl';
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
import type { ResourceDef, RowActionDef } from '@/lib/resources/define-resource';
import { isListed } from '@/lib/resources/fields';
import { rowPasses } from '@/lib/resources/row-actions';
import { PAGE_SIZES, type GridState } from '@/lib/grid/grid-state';
import { orderedColumns, type ColumnPrefs } from '@/lib/grid/column-prefs';
import type { TreeRow } from '@/lib/grid/tree-rows';
import { dictColumnWidth } from '@/lib/i18n/label-width';
import { dictMessageKey, type DictMessages } from '@/lib/i18n/dict-label';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { useMountedInTransition } from '@/lib/hooks/use-mounted-in-transition';
import { FirstRows } from './first-rows';
import { FieldValue } from './field-value';
import { ACTION_ICONS, DELETE_ICON, EDIT_ICON, VIEW_ICON } from './action-icons';
import { GridIconButton, gridIconButtonStyles } from './grid-icon-button';
import { GridCheckbox, gridCheckboxStyles } from './grid-checkbox';
import { GridTooltip } from './grid-tooltip';
import { GridPagerButton } from './grid-pager-button';

const NO_SORT: GridSortModel = [];
// A cell's value, drawn again only when the value itself changes: the grid re-renders every cell of the rows on
// screen whenever any of its props changes (a page arriving, a selection, the loading flag), and a cell's value
// with its hooks was most of that work (bench/grid-interaction.mjs).
const CellValue = memo(FieldValue);

/** Values that read as text in a cell and may be cut by its width (chips, images and links lay themselves out). */
const CUT_TYPES = new Set([
  'text',
  'textarea',
  'email',
  'phone',
  'tree',
  'number',
  'money',
  'weight',
  'date',
  'datetime',
  'select',
  'password',
]);

/**
 * A column's width: the one the user dragged it to, else its natural width as the least it takes while columns share
 * what the grid has (a grid wider than its columns left a fifth of it empty while cells were cut).
 */
const columnWidth = (saved: number | undefined, natural: number) => (saved ? { width: saved } : { minWidth: natural, flex: natural });
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

type Row = Record<string, unknown>;

type Props = {
  resource: ResourceDef;
  rows: Row[];
  total: number;
  loading: boolean;
  state: GridState;
  onStateChange: (next: Partial<GridState>) => void;
  selection: GridRowSelectionModel;
  onSelectionChange: (model: GridRowSelectionModel) => void;
  rowActions: { view: boolean; edit: boolean; delete: boolean };
  onRowAction: (action: 'view' | 'edit' | 'delete', row: Row) => void;
  /** Whether the viewer may change this row at all (accounts by rank); every row when absent. */
  manageable?: (row: Row) => boolean;
  /** The resource's workflow actions this row offers (state and button code): in the row's menu, or as a button when the action has an icon. */
  workflow?: {
    offered: (row: Row) => RowActionDef[];
    label: (action: RowActionDef) => string;
    onRun: (action: RowActionDef, row: Row) => void;
  };
  /** Rows can be selected (batch delete or a bulk workflow action). */
  selectable?: boolean;
  prefs: ColumnPrefs;
  onPrefsChange: (prefs: ColumnPrefs) => void;
  /** Tree lists: rows carry their depth; the first column gets the expand toggle. Unpaged. */
  tree?: { onToggle: (row: TreeRow) => void; loadingKey: string | null };
};

/**
 * The server-side DataGrid of a resource: paging 10/30/50/100/200, ascs/descs sorting, selection, row actions.
 * Memoised, with columns and options that keep their identity while nothing they show changes: the grid treats
 * new columns as a new layout (every header and cell again), which made each click and each load cost a full
 * render or more (bench/grid-interaction.mjs and bench/page-speed.mjs: TBTme). The page passes stable callbacks.
 */
export const ResourceGrid = memo(function ResourceGrid(props: Props) {
  const { resource, state, prefs } = props;
  const t = useTranslations('crud');
  const locale = useLocale();
  const dictLabels = (useMessages() as { dictLabels?: DictMessages }).dictLabels;
  const text = useResourceText(resource);
  const rowKey = resource.rowKey ?? 'id';
  const { view, edit, delete: remove } = props.rowActions;
  const { onRowAction, workflow, tree, manageable } = props;

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const listed = Object.entries(resource.fields).filter(([, field]) => isListed(field));
    const order = orderedColumns(
      listed.map(([name]) => name),
      prefs.order,
    );
    const fieldColumns: GridColDef<Row>[] = listed
      .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
      .map(([name, field], index): GridColDef<Row> => {
        // One function per column, so that a cell's value keeps equal props while its row is unchanged.
        const optionLabel = (option: string) => text.option(name, option);
        return {
          field: name,
          headerName: text.label(name),
          sortable: field.sortable ?? true,
          ...columnWidth(
            prefs.widths[name],
            field.type === 'dict'
              ? dictColumnWidth(Object.values(dictLabels?.[dictMessageKey(field.dict)] ?? {}), field.width ?? 140)
              : (field.width ?? (['textarea', 'text'].includes(field.type) ? 180 : 140)),
          ),
          align: ['money', 'weight', 'number'].includes(field.type) ? 'right' : 'left',
          headerAlign: ['money', 'weight', 'number'].includes(field.type) ? 'right' : 'left',
          renderCell: ({ value, row }) => {
            const shown = <CellValue field={field} value={value} optionLabel={optionLabel} />;
            // A text cut by its column ends in an ellipsis and reads whole on hover or keyboard focus (the hint layer).
            const cell = CUT_TYPES.has(field.type) ? (
              <span className="cell-text" data-hint-overflow="">
                {shown}
              </span>
            ) : (
              shown
            );
            return index === 0 && tree ? (
              <TreeCell row={row as TreeRow} rowKey={rowKey} tree={tree} label={text.label(name)}>
                {cell}
              </TreeCell>
            ) : (
              cell
            );
          },
        };
      });
    const buttons = (resource.rowActions ?? []).filter((action) => action.icon).length;
    if (!view && !edit && !remove && !workflow) return fieldColumns;
    // Actions first: with many columns the grid renders only what is in view, and the row's buttons must always be at hand.
    return [
      {
        field: '__actions',
        type: 'actions',
        // Left-aligned: a row offered fewer actions (an administrator's account, for hr) keeps its icons under the others'.
        align: 'left',
        headerName: t('actions'),
        width: 130 + buttons * 34,
        getActions: ({ row }) => [
          ...(view
            ? [
                <GridActionsCellItem
                  key="view"
                  icon={VIEW_ICON}
                  label={t('view')}
                  onClick={() => onRowAction('view', row)}
                  data-testid="row-view"
                />,
              ]
            : []),
          ...(edit && (manageable?.(row) ?? true) && rowPasses(resource.rowGuards?.edit, row)
            ? [
                <GridActionsCellItem
                  key="edit"
                  icon={EDIT_ICON}
                  label={t('edit')}
                  onClick={() => onRowAction('edit', row)}
                  data-testid="row-edit"
                />,
              ]
            : []),
          ...(remove && (manageable?.(row) ?? true) && rowPasses(resource.rowGuards?.remove, row)
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={DELETE_ICON}
                  label={t('delete')}
                  onClick={() => onRowAction('delete', row)}
                  data-testid="row-delete"
                />,
              ]
            : []),
          // Only what the row's state allows: the menu changes as the record moves through its workflow.
          ...(workflow?.offered(row) ?? []).map((action) =>
            action.icon ? (
              <GridActionsCellItem
                key={action.name}
                icon={ACTION_ICONS[action.icon]}
                label={workflow!.label(action)}
                onClick={() => workflow!.onRun(action, row)}
                data-testid={`row-${action.name}`}
              />
            ) : (
              <GridActionsCellItem
                key={action.name}
                showInMenu
                label={workflow!.label(action)}
                onClick={() => workflow!.onRun(action, row)}
                data-testid={`row-action-${action.name}`}
              />
            ),
          ),
        ],
      },
      ...fieldColumns,
    ];
  }, [resource, view, edit, remove, onRowAction, workflow, text, t, rowKey, prefs.widths, prefs.order, tree, dictLabels, manageable]);

  const localeText = useMemo(
    () => ({ ...(locale === 'en' ? enUS : zhCN).components.MuiDataGrid.defaultProps.localeText, noRowsLabel: t('noRows') }),
    [locale, t],
  );
  const getRowId = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  // Only a sort the grid can show (a sortable column of a paged list); a default sort on another
  // column still reaches Blade through the query, just without a header arrow.
  const sortable = new Set(
    columns.filter((column) => column.sortable !== false && column.type !== 'actions').map((column) => column.field),
  );
  // One object per sort: the grid reads a new model as a sort change and jumps back to the first page (the
  // "next page returns to page 1" bug), so an unchanged sort must keep its identity across renders.
  const sortField = !props.tree && state.sort && sortable.has(state.sort.field) ? state.sort.field : null;
  const sortDirection = state.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortDirection ? [{ field: sortField, sort: sortDirection }] : NO_SORT),
    [sortField, sortDirection],
  );
  const paginationModel = useMemo(() => ({ page: state.current - 1, pageSize: state.size }), [state.current, state.size]);
  // The grid renders nothing on the server anyway; its first render waits for a transition after hydration. Until then
  // the rows the server read are shown as plain markup (first-rows.tsx), so they are in the page's HTML.
  const mounted = useMountedInTransition();
  const shown = useRowsFirst(props, paginationModel, sortModel, mounted);
  // Stable handlers: with them the memoised DataGrid skips a render of this component that changes none of its props.
  const onPaginationModelChange = useEventCallback((model: GridPaginationModel) =>
    props.onStateChange({ current: model.pageSize !== state.size ? 1 : model.page + 1, size: model.pageSize }),
  );
  const onSortModelChange = useEventCallback((model: GridSortModel) => {
    const next = model[0]?.sort ? { field: model[0].field, direction: model[0].sort } : null;
    // The grid also reports models it merely sanitised (or was handed by useRowsFirst); only a real change moves the URL.
    if (next?.field === sortModel[0]?.field && next?.direction === sortModel[0]?.sort) return;
    props.onStateChange({ sort: next, current: 1 });
  });
  const onColumnVisibilityModelChange = useEventCallback((hidden: ColumnPrefs['hidden']) => props.onPrefsChange({ ...prefs, hidden }));
  const onColumnWidthChange = useEventCallback(({ colDef, width }: { colDef: GridColDef; width: number }) =>
    props.onPrefsChange({ ...prefs, widths: { ...prefs.widths, [colDef.field]: width } }),
  );
  const isRowSelectable = useMemo(() => (manageable ? ({ row }: { row: Row }) => manageable(row) : undefined), [manageable]);
  if (!mounted)
    return props.rows.length > 0 && !props.loading ? (
      <FirstRows
        columns={columns.filter((column) => prefs.hidden[column.field] !== false)}
        rows={props.rows}
        getRowId={getRowId}
        selectable={props.selectable ?? props.rowActions.delete}
      />
    ) : null;

  return (
    <DataGrid
      apiRef={shown.apiRef}
      rows={shown.rows}
      columns={columns}
      getRowId={getRowId}
      rowCount={shown.total}
      loading={props.loading}
      paginationMode={props.tree ? 'client' : 'server'}
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      // The column settings dialog hides and orders columns and a header click sorts: the menu's button, tooltip and
      // popper in every header cost each render of the headers more than they add.
      disableColumnMenu
      hideFooterPagination={!!props.tree}
      disableColumnSorting={!!props.tree}
      paginationModel={props.tree ? undefined : shown.paginationModel}
      onPaginationModelChange={props.tree ? undefined : onPaginationModelChange}
      pageSizeOptions={props.tree ? undefined : PAGE_SIZE_OPTIONS}
      sortModel={shown.sortModel}
      onSortModelChange={onSortModelChange}
      checkboxSelection={props.selectable ?? props.rowActions.delete}
      isRowSelectable={isRowSelectable}
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
function useRowsFirst(props: Props, paginationModel: GridPaginationModel, sortModel: GridSortModel, mounted: boolean) {
  const apiRef = useGridApiRef();
  const asked: RowsView = { rows: props.rows, total: props.total, paginationModel, sortModel };
  /** What the grid's props held at its last commit, and whether the grid was on screen and not loading then. */
  const committed = useRef<{ view: RowsView; settled: boolean } | null>(null);
  /** The rows already handed to the grid through its API, whose props have yet to catch up. */
  const handed = useRef<Row[] | null>(null);
  const [, catchUp] = useState(0);
  const previous = committed.current;
  const throughApi =
    mounted && !props.tree && !props.loading && !!previous?.settled && previous.view.rows !== asked.rows && handed.current !== asked.rows;
  const view = throughApi && previous ? previous.view : asked;
  useLayoutEffect(() => {
    if (!throughApi || !previous) {
      committed.current = { view, settled: mounted && !props.loading };
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
/** The first cell of a tree row: indentation by depth and the expand toggle. */
function TreeCell({
  row,
  rowKey,
  tree,
  label,
  children,
}: {
  row: TreeRow;
  rowKey: string;
  tree: NonNullable<Props['tree']>;
  label: string;
  children: React.ReactNode;
}) {
  const t = useTranslations('crud');
  const key = String(row[rowKey]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', pl: row.__depth * 2.5, minWidth: 0 }}>
      {row.__hasChildren ? (
        <IconButton
          size="small"
          onClick={(event) => (event.stopPropagation(), tree.onToggle(row))}
          aria-expanded={row.__expanded}
          aria-label={`${row.__expanded ? t('collapse') : t('expand')} ${label}`}
          data-testid="tree-toggle"
        >
          {tree.loadingKey === key ? (
            <CircularProgress size={16} />
          ) : row.__expanded ? (
            <ExpandMoreIcon fontSize="small" />
          ) : (
            <ChevronRightIcon fontSize="small" />
          )}
        </IconButton>
      ) : (
        <Box sx={{ width: 30, flexShrink: 0 }} />
      )}
      <Box sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{children}</Box>
    </Box>
  );
}
