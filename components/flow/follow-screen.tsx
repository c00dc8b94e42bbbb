'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { request } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { FlowTable } from './flow-table';
import { HistoryDialog } from './history-dialog';

type Execution = {
  id: string;
  name: string;
  startUser: string;
  startTime: string;
  taskName: string;
  processInstanceId: string;
  categoryName: string;
};

const REASON_MAX = 200;

/** 流程跟踪: running instances of the tenant, their history, and deletion with a reason. */
export function FollowScreen() {
  const t = useTranslations('workflow');
  const tRoot = useTranslations();
  const errorText = useErrorText();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const [history, setHistory] = useState<Execution | null>(null);
  const [deleting, setDeleting] = useState<{ row: Execution; reload: () => Promise<unknown> } | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const reasonError = !reason.trim()
    ? t('following.reasonRequired')
    : reason.trim().length > REASON_MAX
      ? t('following.reasonTooLong', { max: REASON_MAX })
      : '';

  const remove = async () => {
    setTried(true);
    if (!deleting || reasonError) return;
    setBusy(true);
    try {
      await request('/api/blade-flow/follow/delete-process-instance', {
        method: 'POST',
        query: { processInstanceId: deleting.row.processInstanceId, deleteReason: reason.trim() },
      });
      notify(t('done'));
      setDeleting(null);
      await deleting.reload();
    } catch (failure) {
      notify(errorText(failure), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FlowTable<Execution>
        title={tRoot('menu.flow_follow')}
        intro={t('intro.follow')}
        url="/api/blade-flow/follow/list"
        testId="flow-follow"
        rowKey={(row) => row.id}
        columns={[
          { key: 'name', label: t('col.processName') },
          { key: 'taskName', label: t('col.currentTask') },
          { key: 'startUser', label: t('col.startUser'), wide: true },
          { key: 'startTime', label: t('col.startTime'), wide: true },
          { key: 'processInstanceId', label: t('col.instanceId'), wide: true },
        ]}
        actions={(row, reload) => (
          <>
            <Button size="small" onClick={() => setHistory(row)}>
              {t('follow')}
            </Button>
            {permissions.has('flow_follow_delete') && (
              <Button
                size="small"
                color="error"
                data-testid="instance-delete"
                onClick={() => {
                  setReason('');
                  setTried(false);
                  setDeleting({ row, reload });
                }}
              >
                {t('remove')}
              </Button>
            )}
          </>
        )}
      />
      <HistoryDialog processInstanceId={history?.processInstanceId ?? null} title={history?.name ?? ''} onClose={() => setHistory(null)} />
      <Dialog open={!!deleting} onClose={() => setDeleting(null)} fullWidth maxWidth="xs">
        <DialogTitle>{t('following.deleteTitle', { name: deleting?.row.name ?? '' })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            label={t('following.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={tried && !!reasonError}
            helperText={tried ? reasonError || ' ' : ' '}
            slotProps={{ htmlInput: { 'data-testid': 'delete-reason' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>{t('cancel')}</Button>
          <Button color="error" variant="contained" disabled={busy} onClick={remove} data-testid="delete-confirm">
            {t('remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
