'use client';

import useSWR from 'swr';
import { flowRoutes, type FlowRoute } from '@/lib/flow/flow-routes';

type DictRow = { code?: unknown; dictKey?: unknown; dictValue?: unknown; remark?: unknown };

/** The `flow` dictionary as route entries (spec §3), and its category names. */
export function useFlowRoutes(): { routes: FlowRoute[]; categories: { value: string; label: string }[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<DictRow[]>('/api/blade-system/dict/dictionary?code=flow', { revalidateIfStale: false });
  const rows = Array.isArray(data) ? data : [];
  return {
    routes: flowRoutes(rows),
    categories: rows.map((row) => ({ value: `flow_${String(row.dictKey ?? '')}`, label: String(row.dictValue ?? '') })),
    isLoading,
  };
}
