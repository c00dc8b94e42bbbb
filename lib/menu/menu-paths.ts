import type { BladeMenu } from './nav-item';

/** The paths of a whole menu tree that `keep` accepts (in-app routes, external pages). */
export function menuPaths(menus: BladeMenu[], keep: (path: string) => boolean): Set<string> {
  const paths = new Set<string>();
  const visit = (items: BladeMenu[]) => {
    for (const menu of items) {
      if (menu.path && keep(menu.path)) paths.add(menu.path);
      visit(menu.children ?? []);
    }
  };
  visit(menus);
  return paths;
}

/** Every in-app route a menu tree names (its pages and their folders), for "is this screen the user's?". */
export const menuPathsOf = (menus: BladeMenu[]) => menuPaths(menus, (path) => path.startsWith('/'));
