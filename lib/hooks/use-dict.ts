'use client';

import useSWR from 'swr';
import { useDictLabel } from './use-dict-label';

export type DictOption = { value: string; label: string };

type DictRow = { dictKey?: unknown; dictValue?: unknown };

/** A Blade dictionary's entries (dictKey → label in the current language, see useDictLabel), cached for the session. */
export function useDict(code: string | undefined, biz = false) {
  const label = useDictLabel();
  const key = code ? `/api/blade-system/${biz ? 'dict-biz' : 'dict'}/dictionary?code=${encodeURIComponent(code)}` : null;
  const { data, isLoading, error } = useSWR<DictRow[]>(key, { revalidateIfStale: false });
  const options: DictOption[] = code && Array.isArray(data)
    ? data.map((row) => {
      const value = String(row.dictKey ?? '');
      return { value, label: label(code, value, String(row.dictValue ?? '')) };
    })
    : [];
  return { options, isLoading, error };
}
