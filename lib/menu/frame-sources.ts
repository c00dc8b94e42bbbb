import type { BladeMenu } from './nav-item';

/**
 * The external pages a user's menu links to: the only addresses /myiframe may frame. Anything else
 * in `?src=` (a phishing page in a link someone was sent, `javascript:`, `data:`) is refused, so the
 * shell never lends its look to a page the administrator did not put in a menu.
 */
export function frameSourcesOf(menus: BladeMenu[]): Set<string> {
  const sources = new Set<string>();
  const visit = (items: BladeMenu[]) => {
    for (const menu of items) {
      if (/^https?:\/\//i.test(menu.path)) sources.add(menu.path);
      visit(menu.children ?? []);
    }
  };
  visit(menus);
  return sources;
}

/** The address to frame, or null: an http(s) URL that is one of the menu's own. */
export function frameableSource(src: unknown, sources: Set<string>): string | null {
  return typeof src === 'string' && /^https?:\/\//i.test(src) && sources.has(src) ? src : null;
}
