'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';

type Row = Record<string, unknown>;

/** DataGrid's compact density: rows 36 px, the header 39 px (56 and 52 px at 0.7). */
const HEADER_HEIGHT = 39;
const ROW_HEIGHT = 36;

const SX = {
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '& table': { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', fontSize: '0.875rem' },
  '& th, & td': {
    px: '10px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'left',
  },
  '& th': { height: HEADER_HEIGHT, fontWeight: 500 },
  '& td': { height: ROW_HEIGHT },
} as const;

/**
 * The first page's rows as plain markup, for the page's HTML: MUI X's DataGrid renders nothing on the server and mounts
 * only after hydration (lib/hooks/use-mounted-in-transition.ts), so without this the rows the server read
 * (lib/bff/first-page.ts) would still wait for the scripts. Same box, same row height and the grid's own cell renderers;
 * the grid replaces it whole once mounted, within the same fixed-height panel, so nothing around it moves.
 */
export function FirstRows({ columns, rows, getRowId }: { columns: GridColDef<Row>[]; rows: Row[]; getRowId: (row: Row) => string }) {
  return (
    <Box sx={SX} data-testid="first-rows">
      <table>
        <colgroup>
          {columns.map((column) => (
            <col key={column.field} style={{ width: column.width ?? column.minWidth }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" style={{ textAlign: column.headerAlign ?? 'left' }}>
                {column.headerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)}>
              {columns.map((column) => (
                <td key={column.field} style={{ textAlign: column.align ?? 'left' }}>
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
