'use client';

import useSWR from 'swr';
import { z } from 'zod';
import { bladeMenuSchema } from '../menu/nav-item';
import { normalizeMenu } from '../menu/normalize-menu';

/** The signed-in user's sidebar, from GET /blade-system/menu/routes (cached by SWR). */
export function useMenu(roles: string[]) {
  const { data, error, isLoading, mutate } = useSWR<unknown>('/api/blade-system/menu/routes');
  const parsed = data === undefined ? undefined : z.array(bladeMenuSchema).safeParse(data);
  return {
    items: parsed?.success ? normalizeMenu(parsed.data, roles) : [],
    error: error ?? (parsed && !parsed.success ? parsed.error : undefined),
    isLoading,
    retry: () => mutate(),
  };
}
