'use client';

import { useRouter } from 'next/navigation';
import type { MenuHit } from '@/lib/menu/menu-search';
import { navigationStarted } from '@/lib/client/progress';

/** Opens a search hit: in-app entries navigate, external ones open a new window. */
export function useOpenHit() {
  const router = useRouter();
  return (hit: MenuHit) => (hit.item.newWindow ? window.open(hit.item.href, '_blank', 'noopener') : (navigationStarted(), router.push(hit.item.href)));
}
