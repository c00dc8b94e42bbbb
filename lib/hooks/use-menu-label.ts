'use client';

import { useTranslations } from 'next-intl';
import type { NavItem } from '../menu/nav-item';

/** A menu's label in the current language: `menu.<code>` when we have it, Blade's own name otherwise. */
export function useMenuLabel() {
  const t = useTranslations('menu');
  return (item: Pick<NavItem, 'code' | 'name'>) => (item.code && t.has(item.code) ? t(item.code) : item.name);
}
