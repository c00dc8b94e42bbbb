'use client';

import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Section } from '../trade/section';
import { FlowDiagram, instanceDiagramUrl } from './flow-diagram';
import { HistoryTimeline } from './history-timeline';
import { LeaveSummary } from './leave-summary';

/** /work/process/leave/detail/{processInstanceId}/{businessId}: the request and its history timeline. */
export function LeaveDetail({ processInstanceId, businessId }: { processInstanceId: string; businessId: string }) {
  const t = useTranslations('workflow');
  return (
    <Stack sx={{ gap: 2, maxWidth: 880 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {t('pages.leaveDetail')}
      </Typography>
      <LeaveSummary businessId={businessId} />
      <Section title={t('diagram.section')} id="leave-diagram">
        <FlowDiagram src={instanceDiagramUrl(processInstanceId)} name={t('pages.leaveDetail')} legend />
      </Section>
      <Section title={t('history.section')} id="leave-history">
        <HistoryTimeline processInstanceId={processInstanceId} />
      </Section>
    </Stack>
  );
}
