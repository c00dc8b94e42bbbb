'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while the page hydrates, true once a transition after mount has rendered.
 * For client-only widgets (MUI X's DataGrid renders nothing on the server): mounted in a transition,
 * their first render is time-sliced instead of one synchronous re-render right after hydration.
 */
export function useMountedInTransition(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    // In a task of its own: transitions started together commit together, and another one may wait for a lazy chunk.
    const timer = setTimeout(() => startTransition(() => setMounted(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return mounted;
}
