'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { withQuery } from '@/lib/client/api';
import { leaveDuration } from '@/lib/flow/leave-rules';
import { useTabTitle } from '@/lib/hooks/use-tab-title';
import { Section } from '../trade/section';

export type Leave = {
  id: string;
  startTime: string;
  endTime: string;
  reason: string;
  taskUserName: string;
  applyTime: string;
  days: number;
  flow: { assigneeName: string; processIsFinished: string; deleteReason: string };
};

/** The leave request itself (blade-desk leave/detail), as both the handle and the detail page show it. */
export function LeaveSummary({ businessId }: { businessId: string }) {
  const t = useTranslations('workflow.leave');
  const { data, error, isLoading } = useSWR<Leave | Record<string, never>>(
    withQuery('/api/blade-desk/process/leave/detail', { businessId }),
  );
  const leave = data && 'id' in data ? (data as Leave) : null;
  useTabTitle(leave?.flow.assigneeName);
  const rows: [string, string][] = leave
    ? [
        [t('applicant'), leave.flow.assigneeName],
        [t('applyTime'), leave.applyTime],
        [t('taskUser'), leave.taskUserName],
        [t('startTime'), leave.startTime],
        [t('endTime'), leave.endTime],
        [t('days'), t('daysValue', leaveDuration(leave.startTime, leave.endTime) ?? { days: leave.days, hours: 0 })],
        [t('reason'), leave.reason],
      ]
    : [];
  return (
    <Section title={t('summary')} loading={isLoading} error={error} id="leave-summary">
      {!isLoading && !leave ? (
        <Typography color="text.secondary">{t('missing')}</Typography>
      ) : (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '7em 1fr', sm: '9em 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
