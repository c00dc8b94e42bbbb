'use client';

import useSWR from 'swr';
import { readBladeMenus } from '../menu/read-menus';
import { normalizeMenu } from '../menu/normalize-menu';

/** The signed-in user's sidebar, from GET /blade-system/menu/routes (cached by SWR). */
export function useMenu(roles: string[]) {
  const { data, error, isLoading, mutate } = useSWR<unknown>('/api/blade-system/menu/routes');
  const menus = data === undefined ? undefined : readBladeMenus(data);
  return {
    items: menus ? normalizeMenu(menus, roles) : [],
    error: error ?? (menus === null ? new Error('menu/routes answered something that is not a menu tree') : undefined),
    isLoading,
    retry: () => mutate(),
  };
}
