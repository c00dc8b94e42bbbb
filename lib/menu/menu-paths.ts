import type { BladeMenu } from './nav-item';

/** Every in-app route a menu tree names (its pages and their folders), for "is this screen the user's?". */
export function menuPathsOf(menus: BladeMenu[]): Set<string> {
  const paths = new Set<string>();
  const visit = (items: BladeMenu[]) => {
    for (const menu of items) {
      if (menu.path && menu.path.startsWith('/')) paths.add(menu.path);
      visit(menu.children ?? []);
    }
  };
  visit(menus);
  return paths;
}
