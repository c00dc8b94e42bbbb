import type { BladeMenu, NavItem } from './nav-item';

/** Saber opens http(s) links and paths containing `html` in the frame route (docs/spec.md §2). */
export function isExternalPath(path: string): boolean {
  return /^https?:\/\//i.test(path) || path.includes('html');
}

/** The frame route for an external page: `/myiframe/<urlPath>?src=<url>`. */
export function frameHref(url: string): string {
  let routerPath = url.replace(/^https?:\/\//i, '').replace(/[?#].*$/, '');
  routerPath = routerPath.split('/').filter(Boolean).map(encodeURIComponent).join('/') || 'page';
  return `/myiframe/${routerPath}?src=${encodeURIComponent(url)}`;
}

/** Sidebar rule: shown when it has no roles meta, or its roles include one of the user's. */
export function isVisibleTo(menu: BladeMenu, roles: string[]): boolean {
  const required = menu.meta?.roles;
  return !required || required.length === 0 || required.some((role) => roles.includes(role));
}

/**
 * Blade's route tree → sidebar items, the way Saber's GetMenu does it: a top-level leaf gets
 * `/index` appended, external items go through the frame (or a new window when isOpen = 2),
 * items hidden by the roles rule are dropped along with their subtree.
 */
export function normalizeMenu(menus: BladeMenu[], roles: string[], depth = 0): NavItem[] {
  return menus
    .filter((menu) => isVisibleTo(menu, roles))
    .map((menu) => {
      const children = normalizeMenu(menu.children ?? [], roles, depth + 1);
      const external = isExternalPath(menu.path);
      const newWindow = external && menu.isOpen === 2 && /^https?:\/\//i.test(menu.path);
      let href = menu.path;
      if (external) href = newWindow ? menu.path : frameHref(menu.path);
      else if (depth === 0 && children.length === 0 && !/\/index$/.test(href)) href = `${href.replace(/\/$/, '')}/index`;
      return { id: menu.id, code: menu.code, name: menu.name, href, icon: menu.source, newWindow, children };
    });
}

/** Every leaf, depth first (menu search, shortcuts). */
export function leafItems(items: NavItem[]): NavItem[] {
  return items.flatMap((item) => (item.children.length ? leafItems(item.children) : [item]));
}

/** The chain of items leading to `pathname` (for opening the right submenus and the breadcrumb). */
export function trailTo(items: NavItem[], pathname: string): NavItem[] {
  for (const item of items) {
    if (item.href.split('?')[0] === pathname) return [item];
    const below = trailTo(item.children, pathname);
    if (below.length) return [item, ...below];
  }
  return [];
}
