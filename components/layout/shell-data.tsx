'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { IconShape } from '@/lib/menu/icon-shape';
import { MenuIconShapes } from './menu-icon-shapes';

/**
 * Seeds SWR with the shell data the server already read (lib/bff/shell-fallback.ts), which SWR still revalidates, and
 * the menu's icons with their shapes (lib/menu/icon-shapes-for.ts).
 */
export function ShellData({
  fallback,
  iconShapes,
  children,
}: {
  fallback: Record<string, unknown>;
  iconShapes: Record<string, IconShape[]>;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ fallback }}>
      <MenuIconShapes value={iconShapes}>{children}</MenuIconShapes>
    </SWRConfig>
  );
}
