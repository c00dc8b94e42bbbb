'use client';

import useSWR, { useSWRConfig } from 'swr';
import type { DashboardData } from '../dashboard/dashboard-data';
import { dashboardKey } from '../dashboard/dashboard-key';
import { grantedFamilies, type Family } from '../dashboard/families';
import { leafItems } from '../menu/normalize-menu';
import { useFirstDashboard } from './first-dashboard';
import { useMenu } from './use-menu';

/** Figures refresh on their own every minute while the page is open. */
const REFRESH_MS = 60_000;

/**
 * The home page's and the console's figures from GET /bff/dashboard, only for the families the user's
 * menu includes (the others are neither asked for nor shown). When the page's server render already read them
 * (lib/hooks/first-dashboard.tsx) and this tab has none of its own yet, they are shown as they are and not asked for
 * again until the next refresh: they are seconds old, from the same per-user cache the BFF answers from.
 */
export function useDashboard(roles: string[]) {
  const menu = useMenu(roles);
  const families: Family[] = menu.isLoading ? [] : grantedFamilies(leafItems(menu.items).map((item) => item.href));
  const key = menu.isLoading || menu.error || families.length === 0 ? null : dashboardKey(families);
  const first = useFirstDashboard();
  const { cache } = useSWRConfig();
  const fromServer = key !== null && first?.key === key && cache.get(key)?.data === undefined ? first.data : undefined;
  const { data, error, isLoading, isValidating, mutate } = useSWR<DashboardData>(key, {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
    fallbackData: fromServer,
    ...(fromServer ? { revalidateOnMount: false } : {}),
  });
  return {
    families,
    data,
    error: menu.error ?? error,
    isLoading: menu.isLoading || isLoading,
    isValidating,
    retry: () => (menu.error ? menu.retry() : mutate()),
  };
}
