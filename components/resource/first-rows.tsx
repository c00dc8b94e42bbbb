'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { gridCheckboxStyles } from './grid-checkbox';

type Row = Record<string, unknown>;

/** DataGrid's compact density: rows 36 px, the header 39 px (56 and 52 px at 0.7). */
const HEADER_HEIGHT = 39;
const ROW_HEIGHT = 36;

/** The selection column's width in MUI X's DataGrid (GRID_CHECKBOX_SELECTION_COL_DEF). */
const CHECKBOX_WIDTH = 50;

const SX = {
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  // Laid out as the grid lays out its columns: fixed widths as they are, flex columns sharing the rest by their flex,
  // never below their least width (CSS grid's minmax(min, n fr) is the same rule), so nothing jumps sideways when the
  // grid takes over. The table keeps its semantics for assistive technology meanwhile.
  '& table': { display: 'grid', width: '100%', fontSize: '0.875rem', borderCollapse: 'collapse' },
  '& thead, & tbody, & tr': { display: 'contents' },
  '& th, & td': {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    px: '10px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& th': { height: HEADER_HEIGHT, fontWeight: 500 },
  '& td': { height: ROW_HEIGHT },
  '& .first-rows-check': { justifyContent: 'center', px: 0 },
  '& .cell-text': { display: 'block', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  ...gridCheckboxStyles,
} as const;

/** A column's track: its own width, or (a flex column) its share of what is left, at least its least width. */
const track = (column: GridColDef<Row>) =>
  column.flex ? `minmax(${column.minWidth ?? 50}px, ${column.flex}fr)` : `${column.width ?? 100}px`;

/**
 * The first page's rows as plain markup, for the page's HTML: MUI X's DataGrid renders nothing on the server and mounts
 * only after hydration, once its code has arrived (resource-grid.tsx), so without this the rows the server read
 * (lib/bff/first-page.ts) would still wait for the scripts. Same box, the same columns at the same widths (the selection
 * column's place included), the same row height and the grid's own cell renderers; the grid replaces it whole once
 * mounted, within the same fixed-height panel, so nothing around it moves.
 */
export function FirstRows({
  columns,
  rows,
  getRowId,
  selectable,
}: {
  columns: GridColDef<Row>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The grid will have its selection column: its place is kept, with a box that does nothing yet. */
  selectable: boolean;
}) {
  const template = [...(selectable ? [`${CHECKBOX_WIDTH}px`] : []), ...columns.map(track)].join(' ');
  const box = (
    <span className="tp-checkbox">
      <input type="checkbox" disabled tabIndex={-1} aria-hidden />
    </span>
  );
  const align = (side: GridColDef<Row>['align']) => (side === 'right' ? 'flex-end' : side === 'center' ? 'center' : 'flex-start');
  return (
    <Box sx={SX} data-testid="first-rows">
      <table style={{ gridTemplateColumns: template }}>
        <thead>
          <tr>
            {selectable && <th className="first-rows-check">{box}</th>}
            {columns.map((column) => (
              // The grid centres the actions column's header unless told otherwise.
              <th
                key={column.field}
                scope="col"
                style={{ justifyContent: align(column.headerAlign ?? (column.type === 'actions' ? 'center' : 'left')) }}
              >
                {column.headerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)}>
              {selectable && <td className="first-rows-check">{box}</td>}
              {columns.map((column) => (
                <td key={column.field} style={{ justifyContent: align(column.align) }}>
                  {cell(column, row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** A field's cell as the grid renders it (its renderCell reads the value and the row only); the actions stay empty. */
function cell(column: GridColDef<Row>, row: Row): ReactNode {
  if (column.type === 'actions' || !column.renderCell) return null;
  return column.renderCell({ value: row[column.field], row, field: column.field } as GridRenderCellParams<Row>);
}
