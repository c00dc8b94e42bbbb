'use client';

import useSWR from 'swr';
import { readBladeMenus, sameMenus } from '../menu/read-menus';
import { normalizeMenu } from '../menu/normalize-menu';

const ROUTES = '/api/blade-system/menu/routes';

function useRoutes(key: string | null, roles: string[]) {
  // Neither isLoading nor isValidating is read: SWR re-renders a hook for each state it reads, and SWR's check of the
  // server's fallback (components/layout/shell-data.tsx) flipped both, rendering the sidebar and the home page twice more.
  const { data, error, mutate } = useSWR<unknown>(key, { compare: sameMenus });
  const menus = data === undefined ? undefined : readBladeMenus(data);
  return {
    items: menus ? normalizeMenu(menus, roles) : [],
    error: error ?? (menus === null ? new Error('menu/routes answered something that is not a menu tree') : undefined),
    isLoading: key !== null && data === undefined && error === undefined,
    retry: () => mutate(),
  };
}

/** The signed-in user's whole menu, from GET /blade-system/menu/routes (cached by SWR). */
export function useMenu(roles: string[]) {
  return useRoutes(ROUTES, roles);
}

/** The sidebar's menu: narrowed to the chosen top menu (`?topMenuId=`), or the whole menu. */
export function useSidebarMenu(roles: string[], topMenuId: string | null) {
  const all = useMenu(roles);
  const scoped = useRoutes(topMenuId ? `${ROUTES}?topMenuId=${encodeURIComponent(topMenuId)}` : null, roles);
  return topMenuId ? scoped : all;
}
