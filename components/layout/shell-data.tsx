'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/** Seeds SWR with the shell data the server already read (lib/bff/shell-fallback.ts); SWR still revalidates it. */
export function ShellData({ fallback, children }: { fallback: Record<string, unknown>; children: ReactNode }) {
  return <SWRConfig value={{ fallback }}>{children}</SWRConfig>;
}
