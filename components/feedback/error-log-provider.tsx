'use client';

import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { appendEntry, ERROR_LOG_KEY, parseEntries, toEntry, type ErrorLogEntry } from '@/lib/error-log/error-log';

type ErrorLog = { entries: ErrorLogEntry[]; record: (type: ErrorLogEntry['type'], reason: unknown) => void; clear: () => void };
const ErrorLogContext = createContext<ErrorLog>({ entries: [], record: () => {}, clear: () => {} });

const read = () => {
  try {
    return parseEntries(window.localStorage.getItem(ERROR_LOG_KEY));
  } catch {
    return [];
  }
};
const write = (entries: ErrorLogEntry[]) => {
  try {
    window.localStorage.setItem(ERROR_LOG_KEY, JSON.stringify(entries));
  } catch {
    // Full or blocked storage: the log lives for this page only.
  }
};

/** Captures window errors, unhandled rejections and failed chunk loads into the local log (docs/spec.md §8). */
export function ErrorLogProvider({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ErrorLogEntry[]>([]);
  const record = useCallback((type: ErrorLogEntry['type'], reason: unknown) => {
    setEntries((current) => {
      const next = appendEntry(current, toEntry(type, reason, window.location.href));
      write(next);
      return next;
    });
  }, []);

  useEffect(() => {
    // Only a stored log changes anything, and in a transition: an update this high in the tree while the page
    // still hydrates made React hydrate the rest of it in one synchronous task (bench/page-speed.mjs).
    const stored = read();
    if (stored.length > 0) startTransition(() => setEntries(stored));
    const onError = (event: ErrorEvent) => record('error', event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => record('unhandledrejection', event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [record]);

  const clear = useCallback(() => {
    setEntries([]);
    write([]);
  }, []);
  const value = useMemo(() => ({ entries, record, clear }), [entries, record, clear]);
  return <ErrorLogContext.Provider value={value}>{children}</ErrorLogContext.Provider>;
}

export const useErrorLog = () => useContext(ErrorLogContext);
