'use client';

import { useTranslations } from 'next-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ImportRow, Preview } from '@/lib/import/rows';

/** Rows shown at most: enough to see what is wrong, few enough to render at once for a 10,000-row sheet. */
const SHOWN = 50;

/**
 * The sheet's rows as read, under the columns the import recognised: a cell with an error is marked and says why
 * under its value. Rows with errors first (they are what needs fixing), else the first rows.
 */
export function ImportPreviewTable({ preview, label }: { preview: Preview; label: (field: string) => string }) {
  const t = useTranslations('import');
  const columns = preview.mapping
    .map((name, index) => ({ name, index }))
    .filter((column): column is { name: string; index: number } => column.name !== null);
  const invalid = preview.rows.filter((row) => Object.keys(row.errors).length > 0);
  const rows: ImportRow[] = (invalid.length ? invalid : preview.rows).slice(0, SHOWN);
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, mb: 0.5 }}>
        {invalid.length ? t('errorsShown', { count: rows.length }) : t('previewShown', { count: rows.length })}
      </Typography>
      <TableContainer sx={{ maxHeight: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" stickyHeader data-testid="import-preview">
          <TableHead>
            <TableRow>
              <TableCell>{t('line')}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.name} sx={{ whiteSpace: 'nowrap' }}>
                  {label(column.name)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.line} data-line={row.line}>
                <TableCell>{row.line}</TableCell>
                {columns.map((column) => {
                  const error = row.errors[column.name];
                  return (
                    <TableCell
                      key={column.name}
                      data-field={column.name}
                      aria-invalid={error ? true : undefined}
                      sx={error ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.08) } : undefined}
                    >
                      {row.cells[column.index] ?? ''}
                      {error && (
                        <Typography component="div" variant="caption" color="error" data-testid="import-cell-error">
                          {error}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
