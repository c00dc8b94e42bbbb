'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { postJson, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { TablePager } from '@/components/resource/table-pager';

type Row = Record<string, unknown>;
type CorpInfo = {
  openCorpId: string;
  corpName: string;
  corpIdentNo: string;
  identStatus: string;
  bindingStatus: string;
  authScope: string[];
  legalRepName: string;
  memberCount: number;
  pendingSignTasks: number | null;
};
type Member = {
  memberId: string;
  openUserId: string;
  memberName: string;
  memberMobile: string;
  memberEmail: string;
  roleType: string;
  memberStatus: string;
  joinTime: string;
};
type MemberPage = { records: Member[]; total: number };
export type FascCorpTab = 'info' | 'members';

/** A corporation's identity and authorisation (fasc/corpGet) and its members (fasc/getCorpMemberList, paged). */
export function FascCorpDialog({
  row,
  tab: initial,
  tabs,
  onClose,
}: {
  row: Row;
  tab: FascCorpTab;
  tabs: FascCorpTab[];
  onClose: () => void;
}) {
  const t = useTranslations('fascCorp');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const narrow = useMediaQuery('(max-width:600px)');
  const [tab, setTab] = useState<FascCorpTab>(initial);
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(10);
  const openCorpId = String(row.openId);
  const info = useSWR<CorpInfo>(tab === 'info' ? ['fasc/corpGet', openCorpId] : null, () =>
    postJson<CorpInfo>('/api/fasc/corpGet', { openCorpId }),
  );
  const members = useSWR<MemberPage>(
    tab === 'members' ? withQuery('/api/fasc/getCorpMemberList', { openCorpId, current: page + 1, size }) : null,
    { keepPreviousData: true },
  );
  const failure = tab === 'info' ? info.error : members.error;

  const facts: [string, React.ReactNode][] = info.data
    ? [
        [t('corpName'), info.data.corpName],
        [
          t('openCorpId'),
          <Box component="span" key="id" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
            {info.data.openCorpId}
          </Box>,
        ],
        [t('corpIdentNo'), info.data.corpIdentNo || '—'],
        [t('legalRepName'), info.data.legalRepName || '—'],
        [t('identStatus'), t(`identStatusValue.${info.data.identStatus}`)],
        [
          t('bindingStatus'),
          <Chip
            key="b"
            size="small"
            variant="outlined"
            color={info.data.bindingStatus === 'authorized' ? 'success' : 'default'}
            label={t(`bindingStatusValue.${info.data.bindingStatus}`)}
          />,
        ],
        [
          t('authScope'),
          info.data.authScope.length
            ? info.data.authScope.map((scope) => (t.has(`scope.${scope}`) ? t(`scope.${scope}`) : scope)).join('、')
            : '—',
        ],
        [t('memberCount'), info.data.memberCount],
        [t('pendingSignTasks'), info.data.pendingSignTasks ?? '—'],
      ]
    : [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={narrow} data-testid="fasc-corp-dialog">
      <DialogTitle>{String(row.name ?? '')}</DialogTitle>
      <Tabs value={tab} onChange={(_, next: FascCorpTab) => setTab(next)} sx={{ px: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((key) => (
          <Tab key={key} value={key} label={t(`tab.${key}`)} data-testid={`fasc-tab-${key}`} />
        ))}
      </Tabs>
      <DialogContent sx={{ minHeight: 260 }}>
        {(tab === 'info' ? info.isLoading : members.isLoading) && <LinearProgress sx={{ mb: 1 }} />}
        {failure && <Alert severity="error">{errorText(failure)}</Alert>}
        {tab === 'info' && info.data && (
          <Table size="small" data-testid="fasc-corp-info">
            <TableBody>
              {facts.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" sx={{ width: { xs: 110, sm: 160 }, color: 'text.secondary', verticalAlign: 'top' }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {tab === 'members' &&
          members.data &&
          (members.data.records.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              {tRoot('crud.noRows')}
            </Typography>
          ) : (
            <>
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" data-testid="fasc-members">
                  <TableHead>
                    <TableRow>
                      {(['memberName', 'memberMobile', 'roleType', 'memberStatus', 'openUserId', 'joinTime'] as const).map((key) => (
                        <TableCell key={key} sx={{ whiteSpace: 'nowrap' }}>
                          {t(key)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {members.data.records.map((member) => (
                      <TableRow key={member.memberId}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.memberName}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.memberMobile}</TableCell>
                        <TableCell>
                          {member.roleType
                            .split(',')
                            .filter(Boolean)
                            .map((role) => (t.has(`role.${role}`) ? t(`role.${role}`) : role))
                            .join('、')}
                        </TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          {t.has(`memberStatusValue.${member.memberStatus}`)
                            ? t(`memberStatusValue.${member.memberStatus}`)
                            : member.memberStatus}
                        </TableCell>
                        <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{member.openUserId || '—'}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.joinTime}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
              <TablePager count={members.data.total} page={page} size={size} onPageChange={setPage} onSizeChange={setSize} />
            </>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{tRoot('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
