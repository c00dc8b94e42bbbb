'use client';

import { useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { withQuery } from '@/lib/client/api';
import { LoadFailure } from '../feedback/load-failure';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { searchInputKey, searchInputName } from '@/lib/grid/grid-state';
import { DictRowButtons } from './dict-row-buttons';
import { SealedChip } from './sealed-chip';
import type { DictAction, DictRow } from './dict-types';
import { TablePager } from '@/components/resource/table-pager';

type Props = {
  api: string;
  label: (field: string) => string;
  selectedId: string | null;
  onSelect: (row: DictRow) => void;
  allowed: Record<DictAction, boolean>;
  onAction: (action: DictAction, row: DictRow) => void;
};

/** The dictionaries (parent-list, paged, searchable by code and name); clicking one selects it. */
export function DictParentTable({ api, label, selectedId, onSelect, allowed, onAction }: Props) {
  const t = useTranslations();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const [filters, setFilters] = useState({ code: '', dictValue: '' });
  const [typed, setTyped] = useState(filters);
  const formRef = useRef<HTMLFormElement>(null);
  useEarlyInput(formRef, (name, value) => {
    const key = searchInputKey(name);
    if (key && key in filters) setTyped((current) => ({ ...current, [key]: value }));
  });
  const key = withQuery(`/api${api}/parent-list`, { current: page + 1, size, ascs: 'sort', ...filters });
  const { data, error, isLoading, mutate } = useSWR<{ records: DictRow[]; total: number }>(key);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(typed);
    setPage(0);
  };
  const rows = data?.records ?? [];

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack component="form" ref={formRef} direction="row" onSubmit={search} sx={{ gap: 1, flexWrap: 'wrap' }}>
        {(['code', 'dictValue'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            label={label(field)}
            name={searchInputName(field)}
            value={typed[field]}
            onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
            sx={{ flex: '1 1 140px' }}
          />
        ))}
        <Button type="submit" variant="outlined" data-testid="search-submit">
          {t('crud.search')}
        </Button>
      </Stack>
      {error && <LoadFailure error={error} onRetry={() => void mutate()} />}
      <TableContainer>
        <Table size="small" aria-label={t('dictScreen.parents')} data-testid="dict-parents">
          <TableHead>
            <TableRow>
              <TableCell>{label('code')}</TableCell>
              <TableCell>{label('dictValue')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{label('sort')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label('isSealed')}</TableCell>
              <TableCell align="right">{t('crud.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.id}
                hover
                selected={row.id === selectedId}
                onClick={() => onSelect(row)}
                sx={{ cursor: 'pointer' }}
                data-testid={`dict-parent-${row.code}`}
                aria-selected={row.id === selectedId}
              >
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.code}</TableCell>
                <TableCell>{row.dictValue}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{row.sort}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <SealedChip value={row.isSealed} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <DictRowButtons allowed={allowed} onAction={(action) => onAction(action, row)} />
                </TableCell>
              </TableRow>
            ))}
            {!isLoading && !error && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {t('crud.noRows')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePager count={data?.total ?? 0} page={page} size={size} onPageChange={setPage} onSizeChange={setSize} />
    </Stack>
  );
}
