import type { BladeMenu } from './nav-item';
import { menuPaths } from './menu-paths';

/**
 * The external pages a user's menu links to: the only addresses /myiframe may frame. Anything else
 * in `?src=` (a phishing page in a link someone was sent, `javascript:`, `data:`) is refused, so the
 * shell never lends its look to a page the administrator did not put in a menu.
 */
export function frameSourcesOf(menus: BladeMenu[]): Set<string> {
  return menuPaths(menus, (path) => /^https?:\/\//i.test(path));
}

/** The address to frame, or null: an http(s) URL that is one of the menu's own. */
export function frameableSource(src: unknown, sources: Set<string>): string | null {
  return typeof src === 'string' && /^https?:\/\//i.test(src) && sources.has(src) ? src : null;
}
