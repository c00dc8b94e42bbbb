'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { usePermissions } from '@/lib/hooks/use-permissions';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { useFigureFormat } from '../dashboard/use-figure-format';
import { lazyComponent } from '../lazy';

export type FinancialStatistics = {
  totalIncome: number;
  totalExpense: number;
  netAmount: number;
  recordCount: number;
  items: { itemType: number | string; income: number; expense: number }[];
};

// The charts library loads only when this screen has its figures (never with the shell), as on the console.
const StatisticsChart = lazyComponent<{ data: FinancialStatistics }>(
  () => import('./financial-statistics-chart').then((module) => module.FinancialStatisticsChart),
  () => <Skeleton variant="rounded" height={240} />,
);

/** Above the financial details (财务明细): GET statisticsFinancial as totals and income/expense per item type. */
export function FinancialStatisticsPanel() {
  const t = useTranslations('financeStatistics');
  const errorText = useErrorText();
  const format = useFigureFormat();
  const { permissions } = usePermissions();
  const allowed = permissions.has('financialdetails_statistics');
  const { data, error, isLoading } = useSWR<FinancialStatistics>(
    allowed ? '/api/blade-tradePort/financialdetails/statisticsFinancial' : null,
  );
  if (!allowed) return null;
  const figures = data
    ? ([
        ['totalIncome', format.money(data.totalIncome)],
        ['totalExpense', format.money(data.totalExpense)],
        ['netAmount', format.money(data.netAmount)],
        ['recordCount', format.count(data.recordCount)],
      ] as const)
    : [];
  return (
    <Paper
      component="section"
      aria-labelledby="finance-statistics-title"
      sx={{ p: { xs: 1.5, sm: 2 }, mb: 2, minWidth: 0 }}
      data-testid="finance-statistics"
    >
      <Typography variant="subtitle1" component="h2" id="finance-statistics-title" sx={{ fontWeight: 600, mb: 1 }}>
        {t('title')}
      </Typography>
      {error ? (
        <Alert severity="error">{errorText(error)}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' }, gap: 1.5, flexShrink: 0, minWidth: { md: 200 } }}>
            {isLoading
              ? [0, 1, 2, 3].map((key) => <Skeleton key={key} height={44} />)
              : figures.map(([key, value]) => (
                  <Box key={key} data-figure={key}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t(key)}
                    </Typography>
                    <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                      {value}
                    </Typography>
                  </Box>
                ))}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>{data && <StatisticsChart data={data} />}</Box>
        </Stack>
      )}
    </Paper>
  );
}
