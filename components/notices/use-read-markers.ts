'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { parseMarkers, type ReadMarkers } from '@/lib/notices/read-markers';

/** Same-tab writers tell the readers; other tabs hear about it through the `storage` event. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The browser-kept read markers under `key` (see lib/notices/read-markers.ts), and a way to change them. */
export function useReadMarkers(key: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const markers = useMemo(() => parseMarkers(raw), [raw]);
  const update = useCallback(
    (change: (current: ReadMarkers) => ReadMarkers) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(change(parseMarkers(read(key)))));
      } catch {
        // Storage full or disabled: nothing is remembered, the items simply stay unread.
      }
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [markers, update] as const;
}
