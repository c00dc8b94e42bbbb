'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import type { ButtonCode } from '@/domain/button-codes';
import { flattenPermissions } from '../auth/access';

/** Checked by name (domain/button-codes.ts): `permissions.has('mistyped_code')` fails to compile. */
export type Permissions = ReadonlySet<ButtonCode>;

const EMPTY: Permissions = new Set<ButtonCode>();

/** The user's button permission map (leaf codes of GET /blade-system/menu/buttons). */
export function usePermissions(): { permissions: Permissions; isLoading: boolean } {
  const { data, isLoading } = useSWR<unknown>('/api/blade-system/menu/buttons', { revalidateIfStale: false });
  // The server's fallback (components/layout/shell-data.tsx) counts as loaded, though SWR's isLoading ignores it.
  // One set per answer: lists memoise their row buttons on it, and a new set each render re-rendered every row.
  const permissions = useMemo(() => (data ? (flattenPermissions(data) as Set<string> as Permissions) : EMPTY), [data]);
  return { permissions, isLoading: isLoading && data === undefined };
}
