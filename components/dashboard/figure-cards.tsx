'use client';

import { useTranslations } from 'next-intl';
import Grid from '@mui/material/Grid';
import TodayIcon from '@mui/icons-material/Today';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PaymentsIcon from '@mui/icons-material/Payments';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import RequestPageIcon from '@mui/icons-material/RequestPage';
import type { DashboardData } from '@/lib/dashboard/dashboard-data';
import type { Family } from '@/lib/dashboard/families';
import { figureLinks } from '@/lib/dashboard/links';
import { FigureCard } from './figure-card';
import { useFigureFormat } from './use-figure-format';

type FigureCardsProps = {
  families: Family[];
  data?: DashboardData;
  /** Shanghai day the links use until the figures (and their own day) arrive. */
  today: string;
};

/**
 * Orders cards carry three lines (count, tonnes, value); the single-figure cards pair up on phones; on wide screens
 * the cards share one row. Each card's share is fixed from the number of cards (12 / count columns), not `grow`:
 * the browser paints the server's HTML before it has parsed all of it, and growing cards were laid out two, three or
 * four to a row, then moved when the next card arrived (the home page's rare layout shift: bench/page-speed.mjs's CLS).
 */
function cardSizes(count: number) {
  const size = { xs: 12, sm: 6, md: 4, lg: 12 / Math.max(count, 1) } as const;
  return { size, smallSize: { ...size, xs: 6 } as const };
}

/** The key figures, one card each, for the families the user may see; a failed family's cards are left out. */
export function FigureCards({ families, data, today: fallbackToday }: FigureCardsProps) {
  const t = useTranslations('dashboard');
  const format = useFigureFormat();
  const has = (family: Family) => families.includes(family) && !data?.errors[family];
  const today = data?.today ?? fallbackToday;
  const monthStart = data?.monthStart ?? `${today.slice(0, 8)}01`;
  const orderDetails = (totals?: { tonnes: number; value: number }) =>
    totals ? [format.tonnes(totals.tonnes), format.money(totals.value)] : ['', ''];
  const { size, smallSize } = cardSizes((has('orders') ? 2 : 0) + (has('pickups') ? 2 : 0) + (has('loans') ? 1 : 0));

  return (
    <Grid container spacing={2} data-testid="figure-cards">
      {has('orders') && (
        <>
          <Grid size={size}>
            <FigureCard
              label={t('todayOrders')}
              icon={<TodayIcon fontSize="small" />}
              testId="figure-today-orders"
              href={figureLinks.ordersBetween(today, today)}
              value={data?.orders && format.count(data.orders.today.count)}
              details={orderDetails(data?.orders?.today)}
            />
          </Grid>
          <Grid size={size}>
            <FigureCard
              label={t('monthOrders')}
              icon={<CalendarMonthIcon fontSize="small" />}
              testId="figure-month-orders"
              href={figureLinks.ordersBetween(monthStart, today)}
              value={data?.orders && format.count(data.orders.month.count)}
              details={orderDetails(data?.orders?.month)}
            />
          </Grid>
        </>
      )}
      {has('pickups') && (
        <>
          <Grid size={smallSize}>
            <FigureCard
              label={t('pickupsAwaitingFinance')}
              icon={<PaymentsIcon fontSize="small" />}
              testId="figure-pickups-finance"
              href={figureLinks.pickupsAwaitingFinance()}
              value={data?.pickups && format.count(data.pickups.awaitingFinance)}
            />
          </Grid>
          <Grid size={smallSize}>
            <FigureCard
              label={t('pickupsAwaitingConfirmation')}
              icon={<FactCheckIcon fontSize="small" />}
              testId="figure-pickups-confirmation"
              href={figureLinks.pickupsAwaitingConfirmation()}
              value={data?.pickups && format.count(data.pickups.awaitingConfirmation)}
            />
          </Grid>
        </>
      )}
      {has('loans') && (
        <Grid size={smallSize}>
          <FigureCard
            label={t('loansPending')}
            icon={<RequestPageIcon fontSize="small" />}
            testId="figure-loans-pending"
            href={figureLinks.loansPending()}
            value={data?.loans && format.count(data.loans.pending)}
          />
        </Grid>
      )}
    </Grid>
  );
}
