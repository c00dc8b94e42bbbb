'use client';

import { useFormatter } from 'next-intl';
import { platformInstant } from '@/lib/i18n/platform-time';

/** The app's number formats (as the grids show them): money CNY with 2 decimals, weight in tonnes with 3. */
export function useFigureFormat() {
  const format = useFormatter();
  return {
    count: (value: number) => format.number(value),
    money: (value: number) =>
      format.number(value, { style: 'currency', currency: 'CNY', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    tonnes: (value: number) => `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} t`,
    /** Axis ticks: short forms (¥1.2M, 1.2万) where the full figure would not fit. */
    compactMoney: (value: number) =>
      format.number(value, { style: 'currency', currency: 'CNY', notation: 'compact', maximumFractionDigits: 1 }),
    compactNumber: (value: number) => format.number(value, { notation: 'compact', maximumFractionDigits: 1 }),
    /** `11-21` style day labels from `yyyy-MM-dd`. */
    day: (day: string) => format.dateTime(new Date(platformInstant(day) ?? Date.parse(day)), { month: '2-digit', day: '2-digit' }),
  };
}
