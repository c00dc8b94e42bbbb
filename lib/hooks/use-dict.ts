'use client';

import useSWR from 'swr';
import { dictionaryUrl } from '../resources/option-sources';
import { useDictLabel } from './use-dict-label';

export type DictOption = { value: string; label: string };

type DictRow = { dictKey?: unknown; dictValue?: unknown };

/** A Blade dictionary's entries (dictKey → label in the current language, see useDictLabel), cached for the session. */
export function useDict(code: string | undefined, biz = false) {
  const label = useDictLabel();
  const key = code ? dictionaryUrl(code, biz) : null;
  // A dictionary that failed (the service down) is asked again a few times: its labels and select options would
  // otherwise stay raw keys ("1") until the screen was opened anew, the grid's 刷新 included.
  const { data, isLoading, error } = useSWR<DictRow[]>(key, {
    revalidateIfStale: false,
    shouldRetryOnError: true,
    errorRetryCount: 6,
    errorRetryInterval: 5_000,
  });
  const options: DictOption[] =
    code && Array.isArray(data)
      ? data.map((row) => {
          const value = String(row.dictKey ?? '');
          return { value, label: label(code, value, String(row.dictValue ?? '')) };
        })
      : [];
  return { options, isLoading, error };
}
