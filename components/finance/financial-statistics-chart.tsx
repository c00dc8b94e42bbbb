'use client';

import { useTranslations } from 'next-intl';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDict } from '@/lib/hooks/use-dict';
import { useFigureFormat } from '../dashboard/use-figure-format';
import type { FinancialStatistics } from './financial-statistics';

/** Income and expense per journal item type (loaded on demand with the charts library). */
export function FinancialStatisticsChart({ data }: { data: FinancialStatistics }) {
  const t = useTranslations('financeStatistics');
  const theme = useTheme();
  const format = useFigureFormat();
  const itemTypes = useDict('finance_item_type', true);
  const label = (key: number | string) => itemTypes.options.find((option) => option.value === String(key))?.label ?? String(key);
  return (
    <BarChart
      height={240}
      data-testid="finance-statistics-chart"
      xAxis={[{ scaleType: 'band', data: data.items.map((item) => label(item.itemType)), height: 34 }]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => format.compactMoney(value) }]}
      series={[
        {
          data: data.items.map((item) => item.income),
          label: t('income'),
          color: theme.palette.success.main,
          valueFormatter: (value) => format.money(value ?? 0),
        },
        {
          data: data.items.map((item) => item.expense),
          label: t('expense'),
          color: theme.palette.error.main,
          valueFormatter: (value) => format.money(value ?? 0),
        },
      ]}
    />
  );
}
