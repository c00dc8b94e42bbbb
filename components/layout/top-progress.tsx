'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { isBusy, navigationDone, navigationStarted, subscribeProgress } from '@/lib/client/progress';

const sweep = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/** A navigation that never lands (a failed chunk, an aborted click) must not leave the bar running. */
const NAVIGATION_GIVE_UP_MS = 10_000;

/** Starts the bar when an in-app link is followed; the router offers no navigation-start event. */
function isInAppNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin && url.pathname + url.search !== window.location.pathname + window.location.search;
}

/** The thin bar at the very top during navigations and long requests (issue: "a top progress bar"). */
export function TopProgress() {
  const t = useTranslations('crud');
  const busy = useSyncExternalStore(subscribeProgress, isBusy, () => false);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation is done when the URL it went to shows
  useEffect(() => navigationDone(), [pathname, search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => isInAppNavigation(event) && navigationStarted();
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(navigationDone, NAVIGATION_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!busy) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-busy="true"
      data-testid="top-progress"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 'tooltip', overflow: 'hidden', pointerEvents: 'none' }}
    >
      <Box sx={{ width: '40%', height: '100%', bgcolor: 'primary.main', boxShadow: 1, animation: `${sweep} 1.1s ease-in-out infinite` }} />
    </Box>
  );
}
