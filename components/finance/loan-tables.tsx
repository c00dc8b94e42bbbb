'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** Labelled figures in a grid (the loan's and the pledge's), each with a test id naming it. */
export function Figures({ items }: { items: [key: string, label: string, value: ReactNode][] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
        gap: 1.5,
      }}
    >
      {items.map(([key, label, value]) => (
        <Box key={key} sx={{ p: 1.25, borderRadius: 1, bgcolor: 'action.hover', minWidth: 0 }} data-figure={key}>
          <Typography variant="caption" color="text.secondary" component="div">
            {label}
          </Typography>
          <Typography variant="body1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A small read-only table: `columns` are keys under `loanDetail.columns`, `cell` renders one. */
export function RowsTable<Row extends { id?: string }>({
  rows,
  columns,
  cell,
  testId,
  numeric,
}: {
  rows: Row[];
  columns: readonly string[];
  cell: (row: Row, column: string) => ReactNode;
  testId: string;
  numeric: readonly string[];
}) {
  const t = useTranslations('loanDetail');
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" data-testid={`${testId}-empty`}>
        {t('empty')}
      </Typography>
    );
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" data-testid={testId}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={numeric.includes(column) ? 'right' : 'left'}>
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={row.id ?? index}>
              {columns.map((column) => (
                <TableCell key={column} align={numeric.includes(column) ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                  {cell(row, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
