import type { NavItem } from './nav-item';
import { leafItems } from './normalize-menu';

export type MenuHit = { item: NavItem; label: string };

/** Spec §2 menu search: leaf entries whose name starts with the query, case-insensitively. */
export function searchMenu(items: NavItem[], query: string, label: (item: NavItem) => string): MenuHit[] {
  const needle = query.trim().toLowerCase();
  return leafItems(items)
    .map((item) => ({ item, label: label(item) }))
    .filter((hit) => needle === '' || hit.label.toLowerCase().startsWith(needle));
}
