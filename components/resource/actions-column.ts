import type { ReactElement } from 'react';
import type { GridActionsColDef, GridColDef } from '@mui/x-data-grid';

type Row = Record<string, unknown>;

/** One button of a row's actions column (or an entry of its menu), as resource-grid.tsx describes it. */
export type RowActionItem = { key: string; label: string; icon?: ReactElement; onClick: () => void; testId: string; inMenu?: boolean };

/** The actions column, first: with many columns the grid renders only what is in view, and the buttons must be at hand. */
export type ActionsColumn = { headerName: string; width: number; items: (row: Row) => RowActionItem[] };

/**
 * The actions column's definition, the same for the grid (resource-data-grid.tsx, with its buttons) and for the first
 * rows that stand for it (resource-grid.tsx, with none). Left-aligned: a row offered fewer actions (an administrator's
 * account, for hr) keeps its icons under the others'.
 */
export function actionsColumnDef(actions: ActionsColumn, getActions: GridActionsColDef<Row>['getActions']): GridColDef<Row> {
  return { field: '__actions', type: 'actions', align: 'left', headerName: actions.headerName, width: actions.width, getActions };
}
