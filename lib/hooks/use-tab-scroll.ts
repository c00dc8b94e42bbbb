'use client';

import { useEffect } from 'react';

/** Scroll positions by page path, for this window's lifetime. */
const positions = new Map<string, number>();

/** How long a returning page may take to grow tall enough (its grid loads after it mounts). */
const RESTORE_WINDOW_MS = 2_000;

/**
 * Each tab keeps its scroll position: remembered while the page is current, restored when the user
 * comes back to it, once the page is tall enough again.
 */
export function useTabScroll(pathname: string) {
  useEffect(() => {
    const saved = positions.get(pathname) ?? 0;
    const started = performance.now();
    let frame = 0;
    const restore = () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      if (max >= saved || performance.now() - started > RESTORE_WINDOW_MS) return window.scrollTo(0, Math.min(saved, Math.max(max, 0)));
      frame = requestAnimationFrame(restore);
    };
    if (saved > 0) restore();
    // The router has already moved the URL when it scrolls the next page to the top; that scroll is not ours.
    const onScroll = () => window.location.pathname === pathname && positions.set(pathname, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);
}
