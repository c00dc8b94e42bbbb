'use client';

import { useFormatter, useTranslations } from 'next-intl';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useDict } from '@/lib/hooks/use-dict';

export type LedgerEntry = {
  id: string;
  entryNo: string;
  entryType: string;
  entryDate: string;
  amount: number;
  quantity: number | '';
  method: number | '';
  reference: string;
  note: string;
  reason: string;
  reversesId: string;
  reversed: boolean;
  actorName: string;
  createTime: string;
};

const COLUMNS = ['entryDate', 'entryType', 'amount', 'method', 'reference', 'note', 'actorName', 'createTime'] as const;

/**
 * 资金记录: the order's ledger entries (GET order/ledger), oldest first — payments, deposit movements, invoices and
 * credit notes as they were written; a reversal shows its reason, and the entry it reverses is marked.
 */
export function OrderLedger({ entries }: { entries: LedgerEntry[] }) {
  const t = useTranslations('orderDetail.ledger');
  const format = useFormatter();
  const methods = useDict('payment_method', true).options;
  const methodLabel = (key: string) => methods.find((option) => option.value === key)?.label ?? key;
  if (entries.length === 0)
    return (
      <Typography color="text.secondary" data-testid="ledger-empty">
        {t('empty')}
      </Typography>
    );
  const cell = (entry: LedgerEntry, column: (typeof COLUMNS)[number]) => {
    switch (column) {
      case 'entryType':
        return `${t(`types.${entry.entryType}`)}${entry.reversesId ? ` · ${t('reversal')}` : ''}`;
      case 'amount':
        return format.number(entry.amount, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 });
      case 'method':
        return entry.method === '' ? '' : methodLabel(String(entry.method));
      case 'note':
        return [entry.note, entry.reason && `${t('reason')}: ${entry.reason}`, entry.reversed && t('reversed')].filter(Boolean).join(' · ');
      default:
        return String(entry[column] ?? '');
    }
  };
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" data-testid="ledger-table">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {t(`columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow
              key={entry.id}
              data-entry-type={entry.entryType}
              sx={entry.reversed ? { '& td': { color: 'text.disabled' } } : undefined}
            >
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'amount' ? 'right' : 'left'}
                  sx={{ whiteSpace: column === 'note' ? 'normal' : 'nowrap' }}
                >
                  {cell(entry, column)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
