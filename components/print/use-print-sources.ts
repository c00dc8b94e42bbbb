'use client';

import useSWR from 'swr';
import { request } from '@/lib/client/api';
import type { SourcePlan } from '@/lib/print/sources';

export type SourceState = { loaded: Record<string, unknown>; errors: Record<string, unknown> };

/**
 * Reads every record a document's plan names, in rounds: the records the plan can name at first, then those it names
 * once they came (a pick-up's order lines need its order number), until it names nothing new. A source that fails is
 * kept as its error (the page shows the main record's; a missing side list only leaves its part empty).
 */
export async function loadSources(planFor: (loaded: Record<string, unknown>) => SourcePlan): Promise<SourceState> {
  const state: SourceState = { loaded: {}, errors: {} };
  for (let round = 0; round < 5; round += 1) {
    const pending = Object.entries(planFor(state.loaded)).filter(
      ([name, path]) => path && !(name in state.loaded) && !(name in state.errors),
    );
    if (pending.length === 0) break;
    await Promise.all(
      pending.map(([name, path]) =>
        request<unknown>(path as string).then(
          (data) => void (state.loaded[name] = data),
          (error: unknown) => void (state.errors[name] = error),
        ),
      ),
    );
  }
  return state;
}

/** The document's records once the user's buttons are known (they decide which side lists are read); SWR keeps them for the page. */
export function usePrintSources(key: string | null, planFor: (loaded: Record<string, unknown>) => SourcePlan) {
  return useSWR<SourceState>(key, () => loadSources(planFor), { revalidateOnFocus: false });
}
