'use client';

import { useEffect, useState } from 'react';

/**
 * `flag`, once it has stayed true for `delayMs`. A progress bar for an answer that comes quicker only
 * flickers, and switching the grid's `loading` renders every row again on the way to the new rows
 * (bench/grid-interaction.mjs).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!flag) {
      setHeld(false);
      return;
    }
    const timer = setTimeout(() => setHeld(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && held;
}
