'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ColumnPrefs } from '@/lib/grid/column-prefs';

/** Column preferences the server read from the screen's cookies (lib/bff/column-prefs-cookies.ts), by resource name. */
const ServerColumnPrefs = createContext<Readonly<Record<string, ColumnPrefs>>>({});

export function ServerColumnPrefsProvider({ prefs, children }: { prefs: Record<string, ColumnPrefs>; children: ReactNode }) {
  return <ServerColumnPrefs.Provider value={prefs}>{children}</ServerColumnPrefs.Provider>;
}

/** A resource's preferences as the server rendered them; undefined when its request carried none. */
export function useServerColumnPrefs(resource: string): ColumnPrefs | undefined {
  return useContext(ServerColumnPrefs)[resource];
}
