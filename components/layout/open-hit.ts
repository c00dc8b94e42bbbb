'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import type { MenuHit } from '@/lib/menu/menu-search';
import { navigationStarted } from '@/lib/client/progress';

type AppRouter = ReturnType<typeof useRouter>;

/** The app router as last rendered by `RouterBridge` (the shell mounts one). */
let latestRouter: AppRouter | null = null;

/**
 * Keeps the app router where `openHit` finds it. Next 16's useRouter() re-renders its caller on every change
 * of the URL, a grid click's page or sort included: this empty component takes that render instead of the
 * top bar's search box (an Autocomplete with its text field).
 */
export function RouterBridge() {
  const router = useRouter();
  useEffect(() => {
    latestRouter = router;
  }, [router]);
  return null;
}

/** Opens a search hit: in-app entries navigate, external ones open a new window. */
export function openHit(hit: MenuHit) {
  if (hit.item.newWindow) return void window.open(hit.item.href, '_blank', 'noopener');
  navigationStarted();
  if (latestRouter) latestRouter.push(hit.item.href);
  else window.location.assign(hit.item.href);
}
