'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { withQuery } from '@/lib/client/api';
import { LoadFailure } from '../feedback/load-failure';
import { DictRowButtons } from './dict-row-buttons';
import { SealedChip } from './sealed-chip';
import { flattenEntries, type DictAction, type DictRow } from './dict-types';

type Props = {
  api: string;
  parent: DictRow;
  label: (field: string) => string;
  allowed: Record<DictAction, boolean>;
  onAction: (action: DictAction, row: DictRow) => void;
};

/** The selected dictionary's entries (child-list?parentId=), nested entries indented. */
export function DictEntryTable({ api, parent, label, allowed, onAction }: Props) {
  const t = useTranslations();
  const { data, error, isLoading, mutate } = useSWR<DictRow[]>(withQuery(`/api${api}/child-list`, { parentId: parent.id }));
  const rows = flattenEntries(data ?? []);
  return (
    <>
      {error && <LoadFailure error={error} onRetry={() => void mutate()} />}
      <TableContainer>
        <Table size="small" aria-label={t('dictScreen.entriesOf', { name: parent.dictValue })} data-testid="dict-entries">
          <TableHead>
            <TableRow>
              <TableCell>{label('dictKey')}</TableCell>
              <TableCell>{label('dictValue')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{label('sort')}</TableCell>
              <TableCell>{label('isSealed')}</TableCell>
              <TableCell align="right">{t('crud.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ row, depth }) => (
              <TableRow key={row.id} hover data-testid={`dict-entry-${row.dictKey}`}>
                <TableCell sx={{ pl: 2 + depth * 2, overflowWrap: 'anywhere' }}>{row.dictKey}</TableCell>
                <TableCell>{row.dictValue}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.sort}</TableCell>
                <TableCell>
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
    </>
  );
}
