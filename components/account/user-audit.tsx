'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { request, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { useConfirm } from '../feedback/confirm';
import { TablePager } from '@/components/resource/table-pager';

type Pending = { id: string; account: string; realName: string; name: string; tenantId: string; createTime: string };
type Page = { records: Pending[]; total: number };

/** A light table (no DataGrid): the pending list is short and this screen must not weigh on first load. */
export function UserAudit() {
  const t = useTranslations('userAudit');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const confirm = useConfirm();
  const { permissions } = usePermissions();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const key = withQuery('/api/blade-user/audit-page', { current: page + 1, size });
  const { data, error, isLoading, mutate } = useSWR<Page>(key);
  const [busyId, setBusyId] = useState('');

  const act = async (row: Pending, action: 'pass' | 'refuse') => {
    if (!(await confirm(t(action === 'pass' ? 'passConfirm' : 'refuseConfirm', { account: row.account })))) return;
    setBusyId(row.id);
    try {
      await request(`/api/blade-user/audit-${action}`, { method: 'POST', query: { ids: row.id } });
      notify(t(action === 'pass' ? 'passed' : 'refused'));
      await mutate();
    } catch (failure) {
      notify(errorText(failure), 'error');
    } finally {
      setBusyId('');
    }
  };

  const rows = data?.records ?? [];
  return (
    <Paper>
      <Stack sx={{ px: { xs: 2, sm: 3 }, pt: 2, pb: 1 }} spacing={0.5}>
        <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
          {tRoot('menu.useraudit')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {errorText(error)}
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label={tRoot('menu.useraudit')} data-testid="audit-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('account')}</TableCell>
              <TableCell>{t('realName')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('tenantId')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('createTime')}</TableCell>
              <TableCell align="right">{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} data-testid={`audit-row-${row.account}`}>
                <TableCell>{row.account}</TableCell>
                <TableCell>{row.realName || row.name}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.tenantId}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{row.createTime}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {permissions.has('useraudit_pass') && (
                    <Button size="small" onClick={() => act(row, 'pass')} disabled={busyId === row.id} data-testid="audit-pass">
                      {t('pass')}
                    </Button>
                  )}
                  {permissions.has('useraudit_refuse') && (
                    <Button size="small" color="error" onClick={() => act(row, 'refuse')} disabled={busyId === row.id}>
                      {t('refuse')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {!isLoading && !error && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
