'use client';

import { useRef, useState } from 'react';
import useSWR from 'swr';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { postJson } from '@/lib/client/api';
import { useEarlyInput } from '@/lib/hooks/use-early-input';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { REASON_MAX, leaveDuration, toBladeDateTime, validateLeave, type LeaveDraft, type LeaveErrors } from '@/lib/flow/leave-rules';
import { useNotify } from '../feedback/notifier';

type UserOption = { id: string; account: string; realName: string; name: string };

const EMPTY: LeaveDraft = { taskUser: '', startTime: '', endTime: '', reason: '' };

/** /work/process/leave/form/{processDefinitionId}: a leave request; submitting starts the process for the chosen approver. */
export function LeaveForm({ processDefinitionId }: { processDefinitionId: string }) {
  const t = useTranslations('workflow.leave');
  const tw = useTranslations('workflow');
  const errorText = useErrorText();
  const router = useRouter();
  const notify = useNotify();
  const { permissions } = usePermissions();
  const { data: users } = useSWR<UserOption[]>('/api/blade-user/user-list', { revalidateIfStale: false });
  const [draft, setDraft] = useState<LeaveDraft>(EMPTY);
  const [errors, setErrors] = useState<LeaveErrors>({});
  const [tried, setTried] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const duration = leaveDuration(draft.startTime, draft.endTime);
  const formRef = useRef<HTMLFormElement>(null);
  // Times and a reason typed before hydration show in their boxes; they count (and the days follow).
  useEarlyInput(formRef, (name, value) => {
    if (name === 'startTime' || name === 'endTime' || name === 'reason') setDraft((current) => ({ ...current, [name]: value }));
  });

  const set = (field: keyof LeaveDraft) => (event: { target: { value: string } }) => {
    const next = { ...draft, [field]: event.target.value };
    setDraft(next);
    if (tried) setErrors(validateLeave(next));
  };
  const message = (field: keyof LeaveDraft) => {
    const code = errors[field];
    return code ? t(`errors.${code}`, { field: t(field), max: REASON_MAX }) : ' ';
  };

  const submit = async () => {
    setTried(true);
    const found = validateLeave(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError('');
    try {
      await postJson('/api/blade-desk/process/leave/start-process', {
        processDefinitionId,
        taskUser: draft.taskUser,
        startTime: toBladeDateTime(draft.startTime),
        endTime: toBladeDateTime(draft.endTime),
        reason: draft.reason.trim(),
      });
      notify(t('started'));
      router.push('/work/send');
    } catch (failure) {
      // The form keeps what was typed; the service's reason (e.g. a suspended process) is shown above the buttons.
      setError(errorText(failure));
      setBusy(false);
    }
  };

  return (
    <Paper
      ref={formRef}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="leave-form"
    >
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {tw('pages.leaveForm')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {t('formIntro', { id: processDefinitionId })}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        <TextField
          select
          required
          fullWidth
          label={t('taskUser')}
          value={draft.taskUser}
          onChange={set('taskUser')}
          error={!!errors.taskUser}
          helperText={message('taskUser')}
          slotProps={{ htmlInput: { 'data-testid': 'leave-task-user' } }}
        >
          {(users ?? []).map((user) => (
            <MenuItem key={user.id} value={user.id}>{`${user.realName || user.name} (${user.account})`}</MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 1, sm: 2 } }}>
          <TextField
            required
            fullWidth
            type="datetime-local"
            name="startTime"
            label={t('startTime')}
            value={draft.startTime}
            onChange={set('startTime')}
            error={!!errors.startTime}
            helperText={message('startTime')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'leave-start' } }}
          />
          <TextField
            required
            fullWidth
            type="datetime-local"
            name="endTime"
            label={t('endTime')}
            value={draft.endTime}
            onChange={set('endTime')}
            error={!!errors.endTime}
            helperText={message('endTime')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'leave-end' } }}
          />
        </Stack>
        <Typography variant="body2" data-testid="leave-days">
          {duration === null ? t('daysPending') : t('daysComputed', duration)}
        </Typography>
        <TextField
          required
          fullWidth
          multiline
          minRows={3}
          name="reason"
          label={t('reason')}
          value={draft.reason}
          onChange={set('reason')}
          error={!!errors.reason}
          helperText={message('reason')}
          slotProps={{ htmlInput: { 'data-testid': 'leave-reason', maxLength: REASON_MAX + 50 } }}
        />
        {error && (
          <Alert severity="error" data-testid="leave-error">
            {error}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1 }}>
          {permissions.has('work_start_flow') && (
            <Button type="submit" variant="contained" disabled={busy} data-testid="leave-submit">
              {t('submit')}
            </Button>
          )}
          <Button disabled={busy} onClick={() => router.push('/work/start')}>
            {tw('back')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
