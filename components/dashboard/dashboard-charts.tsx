'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from '@mui/material/styles';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import type { ReactNode } from 'react';
import type { DashboardData } from '@/lib/dashboard/dashboard-data';
import { useDict } from '@/lib/hooks/use-dict';
import { bandAxisWidth } from '@/lib/i18n/label-width';
import { useFigureFormat } from './use-figure-format';

const HEIGHT = 280;
// x-charts' default 25 px drops tick labels whose measured height exceeds it, as CJK fonts' does: leave room.
const X_AXIS_HEIGHT = 34;

function ChartPanel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The console's charts (loaded on demand, see components/lazy.tsx): orders and tonnage per day over the
 * chart's 30 days, order value by status, and pick-ups by status. Colours come from the theme, labels from
 * the business dictionaries, numbers from the app's formats.
 */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const t = useTranslations('dashboard');
  const theme = useTheme();
  const format = useFigureFormat();
  const orderStatus = useDict(data.orders ? 'order_status' : undefined, true);
  const pickupStatus = useDict(data.pickups ? 'pickup_status' : undefined, true);
  const statusLabel = (options: { value: string; label: string }[], status: number | null) =>
    status === null ? t('noStatus') : (options.find((option) => option.value === String(status))?.label ?? String(status));
  const { orders, pickups } = data;
  const pickupLabels = pickups?.byStatus.map((entry) => statusLabel(pickupStatus.options, entry.status)) ?? [];
  const days = orders?.daily.map((bucket) => bucket.day) ?? [];
  const dayAxis = {
    scaleType: 'band' as const,
    data: days,
    valueFormatter: (day: string) => format.day(day),
    tickLabelMinGap: 12,
    height: X_AXIS_HEIGHT,
  };

  return (
    <ChartsLocalizationProvider localeText={{ noData: t('noChartData'), loading: t('loading') }}>
      <Grid container spacing={2}>
        {orders && (
          <>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartPanel title={t('chartOrdersPerDay', { days: days.length })} testId="chart-orders-per-day">
                <BarChart
                  height={HEIGHT}
                  hideLegend
                  xAxis={[dayAxis]}
                  yAxis={[{ tickMinStep: 1, width: 40 }]}
                  series={[
                    {
                      data: orders.daily.map((bucket) => bucket.count),
                      label: t('orderCount'),
                      color: theme.palette.primary.main,
                      valueFormatter: (value) => format.count(value ?? 0),
                    },
                  ]}
                />
              </ChartPanel>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartPanel title={t('chartTonnesPerDay', { days: days.length })} testId="chart-tonnes-per-day">
                <LineChart
                  height={HEIGHT}
                  hideLegend
                  xAxis={[dayAxis]}
                  yAxis={[{ width: 56, valueFormatter: (value: number) => format.compactNumber(value) }]}
                  series={[
                    {
                      data: orders.daily.map((bucket) => bucket.tonnes),
                      label: t('tonnage'),
                      area: true,
                      showMark: false,
                      curve: 'linear',
                      color: theme.palette.secondary.main,
                      valueFormatter: (value) => format.tonnes(value ?? 0),
                    },
                  ]}
                />
              </ChartPanel>
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }}>
              <ChartPanel title={t('chartValueByStatus', { days: days.length })} testId="chart-value-by-status">
                <PieChart
                  height={HEIGHT}
                  series={[
                    {
                      innerRadius: 50,
                      paddingAngle: 1,
                      cornerRadius: 3,
                      data: orders.byStatus.map((bucket, index) => ({
                        id: index,
                        value: bucket.value,
                        label: statusLabel(orderStatus.options, bucket.status),
                      })),
                      valueFormatter: (item) => format.money(item.value),
                    },
                  ]}
                />
              </ChartPanel>
            </Grid>
          </>
        )}
        {pickups && (
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartPanel title={t('chartPickupsByStatus')} testId="chart-pickups-by-status">
              <BarChart
                height={HEIGHT}
                layout="horizontal"
                hideLegend
                yAxis={[{ scaleType: 'band', data: pickupLabels, width: bandAxisWidth(pickupLabels) }]}
                xAxis={[{ tickMinStep: 1, height: X_AXIS_HEIGHT }]}
                series={[
                  {
                    data: pickups.byStatus.map((entry) => entry.count),
                    label: t('pickupCount'),
                    color: theme.palette.info.main,
                    valueFormatter: (value) => format.count(value ?? 0),
                  },
                ]}
              />
            </ChartPanel>
          </Grid>
        )}
      </Grid>
    </ChartsLocalizationProvider>
  );
}
