'use client';

import { useSyncExternalStore } from 'react';
import { readTabs, serverTabs, subscribeTabs } from '../client/tabs-storage';

/** The open tabs, shared by the tab bar and the sidebar (which reopens a tab at its last URL). */
export function useTabs() {
  return useSyncExternalStore(subscribeTabs, readTabs, serverTabs);
}
