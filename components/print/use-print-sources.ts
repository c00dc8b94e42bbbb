'use client';

import useSWR from 'swr';
import type { SourcePlan } from '@/lib/print/sources';

export type SourceState = { loaded: Record<string, unknown>; errors: Record<string, unknown>; settled: boolean };

/**
 * Reads every record a document's plan names. The plan of one kind always has the same names (a name waits as null
 * rather than disappearing), so the hooks below run in the same order on every render.
 */
export function usePrintSources(plan: SourcePlan): SourceState {
  const state: SourceState = { loaded: {}, errors: {}, settled: true };
  for (const [name, path] of Object.entries(plan)) {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- a kind's plan is fixed: see above.
    const { data, error } = useSWR<unknown>(path, { revalidateOnFocus: false });
    if (data !== undefined) state.loaded[name] = data;
    if (error) state.errors[name] = error;
    if (path && data === undefined && !error) state.settled = false;
  }
  return state;
}
