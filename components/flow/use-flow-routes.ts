'use client';

import useSWR from 'swr';
import { flowCategoryEntry, flowRoutes, type FlowRoute } from '@/lib/flow/flow-routes';
import { useDictLabel } from '@/lib/hooks/use-dict-label';

type DictRow = { code?: unknown; dictKey?: unknown; dictValue?: unknown; remark?: unknown };

/**
 * The `flow` dictionary as route entries (docs/spec.md §3), its category names, and a row's category label
 * (Blade's categoryName, in the user's language while it is the seeded entry).
 */
export function useFlowRoutes(): {
  routes: FlowRoute[];
  categories: { value: string; label: string }[];
  categoryLabel: (category: string, categoryName: string) => string;
  isLoading: boolean;
} {
  const dictLabel = useDictLabel();
  const { data, isLoading } = useSWR<DictRow[]>('/api/blade-system/dict/dictionary?code=flow', { revalidateIfStale: false });
  const rows = Array.isArray(data) ? data : [];
  const categoryLabel = (category: string, categoryName: string) => {
    const entry = flowCategoryEntry(category, categoryName);
    return entry ? dictLabel(entry.code, entry.key, entry.value) : categoryName;
  };
  return {
    routes: flowRoutes(rows),
    categories: rows.map((row) => ({
      value: `flow_${String(row.dictKey ?? '')}`,
      label: dictLabel('flow', String(row.dictKey ?? ''), String(row.dictValue ?? '')),
    })),
    categoryLabel,
    isLoading,
  };
}
