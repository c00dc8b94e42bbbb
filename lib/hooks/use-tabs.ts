'use client';

import { startTransition, useEffect, useState } from 'react';
import type { Tab } from '../tabs/tabs-model';
import { readTabs, serverTabs, subscribeTabs } from '../client/tabs-storage';

/**
 * What a component reads from the open tabs, kept in its state: the server's value (the home tab only)
 * through hydration, then the stored tabs' in a transition, and again whenever they change, re-rendering
 * only when the selected value does. A useSyncExternalStore would re-render every subscriber synchronously
 * right after hydration (its snapshot differs from the server's), and a synchronous update above the page
 * forced it to hydrate synchronously too: one long task per load (bench/page-speed.mjs: TBT).
 */
function useTabsSelection<T>(select: (tabs: Tab[]) => T, inOwnTask = false): T {
  const [selected, setSelected] = useState<T>(() => select(serverTabs()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `select` is a pure reading of the tabs, fixed per component instance
  useEffect(() => {
    const update = () => startTransition(() => setSelected(select(readTabs())));
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Transitions started in one task share a lane and commit together: one that waits (a lazy icon still loading)
    // would hold back the others (the tab bar, the grid's first render) unless it starts in a task of its own.
    const sync = inOwnTask ? () => (clearTimeout(timer), (timer = setTimeout(update, 0))) : update;
    sync();
    const unsubscribe = subscribeTabs(sync);
    return () => (clearTimeout(timer), unsubscribe());
  }, []);
  return selected;
}

/** The open tabs (the tab bar). */
export function useTabs(): Tab[] {
  return useTabsSelection(identity);
}

/**
 * The URL an open tab for `path` was left at, if any (a sidebar entry reopens it there): every grid click
 * rewrites the tabs, and only the entry whose URL changed re-renders, after the tab bar (its icon may still load).
 */
export function useOpenTabUrl(path: string): string | undefined {
  return useTabsSelection((tabs) => tabs.find((tab) => tab.path === path)?.url, true);
}

const identity = (tabs: Tab[]) => tabs;
