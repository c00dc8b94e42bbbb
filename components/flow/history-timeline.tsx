'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { withQuery } from '@/lib/client/api';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { formatDuration } from '@/lib/flow/duration';

export type HistoryFlow = {
  historyActivityId: string;
  historyActivityName: string;
  historyActivityType: string;
  taskId: string;
  assigneeName: string;
  candidateGroups: string;
  createTime: string;
  endTime: string;
  historyActivityDurationTime: number | '';
  comment: string;
  deleteReason: string;
  isPass: boolean | '';
};

/** A process instance's history (process/history-flow-list): who did each step, when, how long it took, what they said. */
export function HistoryTimeline({ processInstanceId }: { processInstanceId: string }) {
  const t = useTranslations('workflow.history');
  const errorText = useErrorText();
  const { data, error, isLoading } = useSWR<HistoryFlow[]>(withQuery('/api/blade-flow/process/history-flow-list', { processInstanceId }));
  if (isLoading) return <LinearProgress />;
  if (error) return <Alert severity="error">{errorText(error)}</Alert>;
  const steps = data ?? [];
  if (steps.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Stepper orientation="vertical" activeStep={-1} data-testid="flow-history">
      {steps.map((step, index) => {
        const open = step.historyActivityType === 'userTask' && !step.endTime;
        return (
          <Step key={`${step.historyActivityId}-${index}`} expanded completed={!open}>
            <StepLabel
              optional={
                <Typography variant="caption" color="text.secondary">
                  {step.createTime}
                </Typography>
              }
            >
              <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{step.historyActivityName}</span>
                {open && <Chip size="small" color="warning" label={t('waiting')} />}
                {step.isPass === true && <Chip size="small" color="success" label={t('passed')} />}
                {step.isPass === false && <Chip size="small" color="error" label={t('rejected')} />}
                {step.deleteReason && <Chip size="small" label={t('deleted')} />}
              </Stack>
            </StepLabel>
            <StepContent>
              <Typography variant="body2">
                {step.assigneeName
                  ? t(step.historyActivityType === 'startEvent' ? 'startedBy' : 'handledBy', { name: step.assigneeName })
                  : step.candidateGroups
                    ? t('candidates', { groups: step.candidateGroups })
                    : ''}
              </Typography>
              {step.historyActivityType === 'userTask' && step.endTime && (
                <Typography variant="body2" color="text.secondary">
                  {t('finished', { time: step.endTime, duration: formatDuration(Number(step.historyActivityDurationTime) || 0, t) })}
                </Typography>
              )}
              {(step.comment || step.deleteReason) && (
                <Typography variant="body2" data-testid="flow-comment">
                  {t('comment', { comment: step.comment || step.deleteReason })}
                </Typography>
              )}
            </StepContent>
          </Step>
        );
      })}
    </Stepper>
  );
}
