'use client';

import { useEffect, useRef } from 'react';
import useSWR from 'swr';
import { historyUrl, isHistoryUnavailable, type HistoryEntry } from '../history/change-history';

/**
 * A record's change history (lib/history/change-history.ts). `available` is false while unknown and when the gateway
 * has no history endpoint, so a tab or section showing it appears only where there is one. A new `version` (the
 * page's record after one of its actions) reads it again.
 */
export function useChangeHistory(api: string, id: string | null | undefined, version?: unknown) {
  const key = id ? historyUrl(api, id) : null;
  const { data, error, isLoading, mutate } = useSWR<HistoryEntry[]>(key, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 0,
  });
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void mutate();
  }, [version, mutate]);
  const unavailable = isHistoryUnavailable(error);
  return {
    entries: Array.isArray(data) ? data : [],
    available: !!key && !unavailable && (data !== undefined || !!error),
    error: unavailable ? null : error,
    isLoading,
  };
}
