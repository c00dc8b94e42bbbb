'use client';

import { startTransition, useEffect, useState } from 'react';
import type { Tab } from '../tabs/tabs-model';
import { readTabs, serverTabs, subscribeTabs } from '../client/tabs-storage';

/**
 * The open tabs, shared by the tab bar and the sidebar (which reopens a tab at its last URL).
 *
 * The server renders the home tab only; the stored tabs arrive in a transition after hydration. A
 * useSyncExternalStore would re-render every subscriber synchronously right after hydration (its
 * snapshot differs from the server's), and a synchronous update above the page's Suspense boundary
 * forces that boundary to hydrate synchronously too: one long task on every page load (issue 7, TBT).
 */
export function useTabs(): Tab[] {
  const [tabs, setTabs] = useState<Tab[]>(serverTabs);
  useEffect(() => {
    const sync = () => startTransition(() => setTabs(readTabs()));
    sync();
    return subscribeTabs(sync);
  }, []);
  return tabs;
}
