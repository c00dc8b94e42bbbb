'use client';

import useSWR from 'swr';
import type { DashboardData } from '../dashboard/dashboard-data';
import { grantedFamilies, type Family } from '../dashboard/families';
import { leafItems } from '../menu/normalize-menu';
import { useMenu } from './use-menu';

/** Figures refresh on their own every minute while the page is open. */
const REFRESH_MS = 60_000;

/**
 * The home page's and the console's figures from GET /bff/dashboard, only for the families the user's
 * menu includes (the others are neither asked for nor shown).
 */
export function useDashboard(roles: string[]) {
  const menu = useMenu(roles);
  const families: Family[] = menu.isLoading ? [] : grantedFamilies(leafItems(menu.items).map((item) => item.href));
  const key = menu.isLoading || menu.error || families.length === 0 ? null : `/bff/dashboard?families=${families.join(',')}`;
  const { data, error, isLoading, isValidating, mutate } = useSWR<DashboardData>(key, {
    refreshInterval: REFRESH_MS,
    keepPreviousData: true,
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
