'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { postJson, withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useNotify } from '../feedback/notifier';
import { Section } from '../trade/section';
import { FlowDiagram, instanceDiagramUrl } from './flow-diagram';
import { HistoryTimeline, type HistoryFlow } from './history-timeline';
import { LeaveSummary } from './leave-summary';

const COMMENT_MAX = 500;
/** The leave process's step where the applicant adjusts a rejected request: its buttons resubmit or give up. */
const ADJUST_STEP = 'adjustTask';

/**
 * /work/process/leave/handle/{taskId}/{processInstanceId}/{businessId}: the request, its history, and the decision.
 * Approve sends `flag: "ok"` (the service records 同意 when the comment is empty); reject needs a comment.
 */
export function LeaveHandle({ taskId, processInstanceId, businessId }: { taskId: string; processInstanceId: string; businessId: string }) {
  const t = useTranslations('workflow');
  const errorText = useErrorText();
  const router = useRouter();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const { data: history } = useSWR<HistoryFlow[]>(withQuery('/api/blade-flow/process/history-flow-list', { processInstanceId }));
  const step = history?.find((entry) => entry.taskId === taskId);
  const open = step ? !step.endTime : true;
  const adjust = step?.historyActivityId === ADJUST_STEP;
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const decide = async (pass: boolean) => {
    const text = comment.trim();
    const problem =
      !pass && !text ? t('decision.commentRequired') : text.length > COMMENT_MAX ? t('decision.commentTooLong', { max: COMMENT_MAX }) : '';
    setCommentError(problem);
    if (problem) return;
    setBusy(true);
    setError('');
    try {
      await postJson('/api/blade-flow/work/complete-task', { taskId, processInstanceId, comment: text, ...(pass ? { flag: 'ok' } : {}) });
      notify(t('decision.completed'));
      router.push('/work/todo');
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.leaveHandle')}
        {step ? ` · ${step.historyActivityName}` : ''}
      </Typography>
      <LeaveSummary businessId={businessId} />
      <Section title={t('decision.section')} id="leave-decision">
        {!open ? (
          <Alert severity="info">{t('decision.alreadyDone')}</Alert>
        ) : !permissions.has('work_todo_handle') ? (
          <Alert severity="warning">{t('decision.notAllowed')}</Alert>
        ) : (
          <Stack sx={{ gap: 1.5 }}>
            <TextField
              multiline
              minRows={3}
              fullWidth
              label={t('decision.comment')}
              placeholder={t('decision.commentPlaceholder')}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              error={!!commentError}
              helperText={commentError || ' '}
              slotProps={{ htmlInput: { 'data-testid': 'handle-comment' } }}
            />
            {error && (
              <Alert severity="error" data-testid="handle-error">
                {error}
              </Alert>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" color="success" disabled={busy} onClick={() => decide(true)} data-testid="handle-pass">
                {t(adjust ? 'decision.resubmit' : 'decision.pass')}
              </Button>
              <Button variant="outlined" color="error" disabled={busy} onClick={() => decide(false)} data-testid="handle-reject">
                {t(adjust ? 'decision.giveUp' : 'decision.reject')}
              </Button>
              <Button disabled={busy} onClick={() => router.push('/work/todo')}>
                {t('back')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Section>
      <Section title={t('diagram.section')} id="leave-diagram">
        <FlowDiagram src={instanceDiagramUrl(processInstanceId)} name={t('pages.leaveDetail')} legend />
      </Section>
      <Section title={t('history.section')} id="leave-history">
        <HistoryTimeline processInstanceId={processInstanceId} />
      </Section>
    </Stack>
  );
}
