'use client';

import { memo, useCallback, useMemo } from 'react';
import { useMessages, useTranslations } from 'next-intl';
import type { GridColDef, GridPaginationModel, GridRowSelectionModel, GridSortModel } from '@mui/x-data-grid';
import type { ResourceDef, RowActionDef } from '@/lib/resources/define-resource';
import { isListed } from '@/lib/resources/fields';
import { rowPasses } from '@/lib/resources/row-actions';
import type { GridState } from '@/lib/grid/grid-state';
import { orderedColumns, type ColumnPrefs } from '@/lib/grid/column-prefs';
import type { TreeRow } from '@/lib/grid/tree-rows';
import { dictColumnWidth } from '@/lib/i18n/label-width';
import { dictMessageKey, type DictMessages } from '@/lib/i18n/dict-label';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { lazyComponent } from '../lazy';
import { FirstRows } from './first-rows';
import { FieldValue } from './field-value';
import { ACTION_ICONS, DELETE_ICON, EDIT_ICON, VIEW_ICON } from './action-icons';
import type { ResourceDataGridProps } from './resource-data-grid';
import { actionsColumnDef, type ActionsColumn, type RowActionItem } from './actions-column';

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
    return listed
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
  }, [resource, text, rowKey, prefs.widths, prefs.order, tree, dictLabels]);

  const actions = useMemo<ActionsColumn | null>(() => {
    if (!view && !edit && !remove && !workflow) return null;
    const buttons = (resource.rowActions ?? []).filter((action) => action.icon).length;
    const mayChange = (row: Row, guard: 'edit' | 'remove') => (manageable?.(row) ?? true) && rowPasses(resource.rowGuards?.[guard], row);
    return {
      headerName: t('actions'),
      width: 130 + buttons * 34,
      items: (row: Row): RowActionItem[] => [
        ...(view ? [{ key: 'view', icon: VIEW_ICON, label: t('view'), onClick: () => onRowAction('view', row), testId: 'row-view' }] : []),
        ...(edit && mayChange(row, 'edit')
          ? [{ key: 'edit', icon: EDIT_ICON, label: t('edit'), onClick: () => onRowAction('edit', row), testId: 'row-edit' }]
          : []),
        ...(remove && mayChange(row, 'remove')
          ? [{ key: 'delete', icon: DELETE_ICON, label: t('delete'), onClick: () => onRowAction('delete', row), testId: 'row-delete' }]
          : []),
        // Only what the row's state allows: the menu changes as the record moves through its workflow.
        ...(workflow?.offered(row) ?? []).map((action) => ({
          key: action.name,
          icon: action.icon ? ACTION_ICONS[action.icon] : undefined,
          label: workflow!.label(action),
          onClick: () => workflow!.onRun(action, row),
          testId: action.icon ? `row-${action.name}` : `row-action-${action.name}`,
          inMenu: !action.icon,
        })),
      ],
    };
  }, [resource, view, edit, remove, onRowAction, workflow, t, manageable]);

  const getRowId = useCallback((row: Row) => String(row[rowKey]), [rowKey]);
  // Only a sort the grid can show (a sortable column of a paged list); a default sort on another
  // column still reaches Blade through the query, just without a header arrow.
  const sortable = new Set(columns.filter((column) => column.sortable !== false).map((column) => column.field));
  // One object per sort: the grid reads a new model as a sort change and jumps back to the first page (the
  // "next page returns to page 1" bug), so an unchanged sort must keep its identity across renders.
  const sortField = !props.tree && state.sort && sortable.has(state.sort.field) ? state.sort.field : null;
  const sortDirection = state.sort?.direction;
  const sortModel = useMemo<GridSortModel>(
    () => (sortField && sortDirection ? [{ field: sortField, sort: sortDirection }] : NO_SORT),
    [sortField, sortDirection],
  );
  const paginationModel = useMemo<GridPaginationModel>(
    () => ({ page: state.current - 1, pageSize: state.size }),
    [state.current, state.size],
  );
  const isRowSelectable = useMemo(() => (manageable ? ({ row }: { row: Row }) => manageable(row) : undefined), [manageable]);
  const gridProps: ResourceDataGridProps = {
    columns,
    actions,
    rows: props.rows,
    total: props.total,
    loading: props.loading,
    getRowId,
    paginationModel,
    sortModel,
    onStateChange: props.onStateChange,
    selection: props.selection,
    onSelectionChange: props.onSelectionChange,
    selectable: props.selectable ?? props.rowActions.delete,
    isRowSelectable,
    prefs,
    onPrefsChange: props.onPrefsChange,
    tree: !!props.tree,
  };
  // The grid renders nothing on the server anyway. On the server, while the page hydrates and until the grid's code has
  // arrived (resource-data-grid.tsx, loaded outside the first paint), the rows the server read stand as plain markup, so
  // they are in the page's HTML; the grid's first render is then a transition after hydration (components/lazy.tsx).
  return <LazyDataGrid {...gridProps} />;
});

/**
 * What stands for the grid until it is mounted and its code has arrived: the server's first page as plain markup, in
 * the grid's box and columns (the actions column's place kept, empty), or nothing while the first page loads.
 */
function FirstRowsOfGrid({ columns, actions, rows, loading, getRowId, selectable, prefs }: ResourceDataGridProps) {
  const shownColumns = useMemo(() => {
    const visible = columns.filter((column) => prefs.hidden[column.field] !== false);
    return actions ? [actionsColumnDef(actions, () => []), ...visible] : visible;
  }, [columns, actions, prefs.hidden]);
  if (rows.length === 0 || loading) return null;
  return <FirstRows columns={shownColumns} rows={rows} getRowId={getRowId} selectable={selectable} />;
}

/**
 * The grid's code did not arrive (a dropped connection, the chunk timeout): the first rows stay, under a message with
 * 重试. Built from what the page has already loaded, since another chunk could fail the same way.
 */
function GridCodeFailed(props: ResourceDataGridProps & { retry: () => void }) {
  const t = useTranslations('crud');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, height: '100%' }}>
      <Box
        role="alert"
        data-testid="grid-code-failed"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 0.5, color: 'error.main', border: 1, borderRadius: 1 }}
      >
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('gridCodeFailed')}
        </Typography>
        <Button size="small" color="inherit" onClick={props.retry}>
          {t('retry')}
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <FirstRowsOfGrid {...props} />
      </Box>
    </Box>
  );
}

const LazyDataGrid = lazyComponent<ResourceDataGridProps>(
  () => import('./resource-data-grid').then((module) => module.ResourceDataGrid),
  FirstRowsOfGrid,
  { inTransition: true, failed: GridCodeFailed },
);
// Asked for as soon as a list screen's code runs in the browser, not from the effects after hydration: the grid's chunk
// then loads while the page hydrates, outside the first paint's critical path (it is not in the page's HTML).
if (typeof window !== 'undefined') LazyDataGrid.preload().catch(() => undefined);

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
