'use client';

import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
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

/** Captures window errors, unhandled rejections and failed chunk loads into the local log (spec §8). */
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
    setEntries(read());
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
  return <ErrorLogContext.Provider value={{ entries, record, clear }}>{children}</ErrorLogContext.Provider>;
}

export const useErrorLog = () => useContext(ErrorLogContext);

