'use client';

import { useTranslations } from 'next-intl';
import { useBladeMessage } from '@/lib/hooks/use-blade-message';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@/lib/auth/session-data';
import type { DashboardData } from '@/lib/dashboard/dashboard-data';
import { platformDay } from '@/lib/dashboard/calendar';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useDashboard } from '@/lib/hooks/use-dashboard';
import { lazyComponent } from '../lazy';
import { FigureCards } from './figure-cards';
import { UpcomingList } from './upcoming-list';

function ChartsSkeleton() {
  return (
    <Grid container spacing={2} data-testid="charts-loading">
      {Array.from({ length: 4 }, (_, index) => (
        <Grid key={index} size={{ xs: 12, lg: 6 }}>
          <Paper sx={{ p: 2 }}>
            <Skeleton width="40%" />
            <Skeleton variant="rounded" height={280} sx={{ mt: 1 }} />
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

// The charts library is big: its code loads only once a page with charts has rendered (never with the shell).
const DashboardCharts = lazyComponent<{ data: DashboardData }>(
  () => import('./dashboard-charts').then((module) => module.DashboardCharts),
  ChartsSkeleton,
);

/**
 * The figures both the home page and the console show (with the charts on the console): only the families
 * the user's menu includes, skeletons while loading, and a readable error with a retry when Blade fails.
 */
export function DashboardOverview({ user, withCharts = false }: { user: SessionUser; withCharts?: boolean }) {
  const t = useTranslations('dashboard');
  const bladeMessage = useBladeMessage();
  const errorText = useErrorText();
  const { families, data, error, isLoading, isValidating, retry } = useDashboard(user.roleName.split(',').filter(Boolean));
  const retryButton = (
    <Button color="inherit" size="small" onClick={() => retry()} disabled={isValidating} data-testid="dashboard-retry">
      {t('retry')}
    </Button>
  );

  if (error && !data) {
    return (
      <Alert severity="error" action={retryButton} data-testid="dashboard-error">
        {t('loadFailed', { reason: errorText(error) })}
      </Alert>
    );
  }
  if (!isLoading && families.length === 0) {
    return withCharts ? (
      <Typography color="text.secondary" data-testid="dashboard-empty">
        {t('nothingToShow')}
      </Typography>
    ) : null;
  }
  const failed = Object.entries(data?.errors ?? {});
  const showUpcoming = families.includes('upcoming') && !data?.errors.upcoming;

  return (
    <Stack spacing={2} data-testid="dashboard-overview">
      {failed.map(([family, failure]) => (
        <Alert key={family} severity="warning" action={retryButton} data-testid={`dashboard-family-error-${family}`}>
          {t('familyFailed', { family: t(`families.${family as 'orders'}`), reason: bladeMessage(failure.msg) })}
        </Alert>
      ))}
      <FigureCards families={families} data={data} today={platformDay(new Date())} />
      {data?.orders && !data.orders.complete && (
        <Typography variant="caption" color="text.secondary">
          {t('partialOrders')}
        </Typography>
      )}
      {withCharts && (data ? <DashboardCharts data={data} /> : <ChartsSkeleton />)}
      {showUpcoming && <UpcomingList reminders={data?.upcoming} />}
    </Stack>
  );
}
