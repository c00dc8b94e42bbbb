'use client';

import { useTranslations } from 'next-intl';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES } from '@/lib/grid/grid-state';

const SIZE_OPTIONS = [...PAGE_SIZES];

/**
 * The pager under the plain tables (workflow lists, dictionaries, audits, a company's members): the grids' page sizes
 * (docs/spec.md §9: 10/30/50/100/200) and their texts in the user's language. `page` counts from 0; a new size goes back to it.
 */
export function TablePager({
  count,
  page,
  size,
  onPageChange,
  onSizeChange,
}: {
  count: number;
  page: number;
  size: number;
  onPageChange: (page: number) => void;
  onSizeChange: (size: number) => void;
}) {
  const t = useTranslations('crud');
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={size}
      rowsPerPageOptions={SIZE_OPTIONS}
      onPageChange={(_, next) => onPageChange(next)}
      onRowsPerPageChange={(event) => (onSizeChange(Number(event.target.value)), onPageChange(0))}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to, count: total }) => t('displayedRows', { from, to, count: total })}
    />
  );
}
