'use client';

import { useRef, useState, type ReactNode } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { searchInputName } from '@/lib/grid/grid-state';
import { TablePager } from '@/components/resource/table-pager';

export type FlowColumn<T> = { key: string; label: string; render?: (row: T) => ReactNode; wide?: boolean };
type Page<T> = { records: T[]; total: number };

/**
 * The list of a 流程管理 / 我的事务 screen: a light table (these lists are short), paged by Blade's IPage, with
 * an optional name search. `wide` columns hide on narrow screens; the actions column stays.
 */
export function FlowTable<T>({
  title,
  intro,
  url,
  search,
  columns,
  rowKey,
  actions,
  toolbar,
  testId,
}: {
  title: string;
  intro?: string;
  url: string;
  search?: string;
  columns: FlowColumn<T>[];
  rowKey: (row: T) => string;
  actions?: (row: T, reload: () => Promise<unknown>) => ReactNode;
  toolbar?: (reload: () => Promise<unknown>) => ReactNode;
  testId: string;
}) {
  const t = useTranslations('workflow');
  const errorText = useErrorText();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [draft, setDraft] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (_, value) => setDraft(value));
  const [name, setName] = useState('');
  const { data, error, isLoading, mutate } = useSWR<Page<T>>(
    withQuery(url, { current: page + 1, size, ...(search ? { [search]: name } : {}) }),
  );
  const rows = data?.records ?? [];
  // Until the first answer (and while the page is only server-rendered) the list is loading, not empty.
  const loading = isLoading || (!data && !error);
  const hide = (column: FlowColumn<T>) => ({ whiteSpace: 'nowrap', ...(column.wide ? { display: { xs: 'none', md: 'table-cell' } } : {}) });
  return (
    <Paper data-testid={testId}>
      <Stack sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1, gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {toolbar?.(mutate)}
        </Stack>
        {intro && (
          <Typography variant="body2" color="text.secondary">
            {intro}
          </Typography>
        )}
        {search && (
          <Stack
            component="form"
            ref={formRef}
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap' }}
            onSubmit={(event) => {
              event.preventDefault();
              setPage(0);
              setName(draft.trim());
            }}
          >
            <TextField
              size="small"
              label={t('searchName')}
              name={searchInputName('name')}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              sx={{ minWidth: 220 }}
            />
            <Button type="submit" variant="contained">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                setDraft('');
                setName('');
                setPage(0);
              }}
            >
              {t('reset')}
            </Button>
          </Stack>
        )}
      </Stack>
      {loading && <LinearProgress />}
      {error && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {errorText(error)}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={hide(column)}>
                  {column.label}
                </TableCell>
              ))}
              {actions && <TableCell align="right">{t('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid="flow-row" data-row-key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell key={column.key} sx={hide(column)}>
                    {column.render ? column.render(row) : String((row as Record<string, unknown>)[column.key] ?? '')}
                  </TableCell>
                ))}
                {/* On a phone the row's buttons wrap instead of running off the screen. */}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                    {actions(row, mutate)}
                  </TableCell>
                )}
              </TableRow>
            ))}
            {!loading && !error && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager count={data?.total ?? 0} page={page} size={size} onPageChange={setPage} onSizeChange={setSize} />
    </Paper>
  );
}
