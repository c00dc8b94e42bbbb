'use client';

import { useTranslations } from 'next-intl';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth/session-data';
import { DashboardOverview } from './dashboard-overview';

/** The console: a heading, the key figures and the charts. */
export function ConsolePage({ user }: { user: SessionUser }) {
  const t = useTranslations('dashboard');
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="dashboard-heading">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('subtitle')}</Typography>
      </div>
      <DashboardOverview user={user} withCharts />
    </Stack>
  );
}
