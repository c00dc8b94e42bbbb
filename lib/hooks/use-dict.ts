'use client';

import useSWR from 'swr';

export type DictOption = { value: string; label: string };

type DictRow = { dictKey?: unknown; dictValue?: unknown };

/** A Blade dictionary's entries (dictKey → dictValue), cached for the session. */
export function useDict(code: string | undefined, biz = false) {
  const key = code ? `/api/blade-system/${biz ? 'dict-biz' : 'dict'}/dictionary?code=${encodeURIComponent(code)}` : null;
  const { data, isLoading, error } = useSWR<DictRow[]>(key, { revalidateIfStale: false });
  const options: DictOption[] = Array.isArray(data) ? data.map((row) => ({ value: String(row.dictKey ?? ''), label: String(row.dictValue ?? '') })) : [];
  return { options, isLoading, error };
}
