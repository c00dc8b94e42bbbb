/** A Blade menu as `menu/routes` sends it (MenuVO, docs/blade-contract.md §6.1), after lib/menu/read-menus.ts. */
export type BladeMenu = {
  id: string;
  code: string;
  name: string;
  path: string;
  source: string;
  isOpen: number;
  meta?: { roles?: string[] };
  children?: BladeMenu[];
};

/** One sidebar entry, ready to render. */
export type NavItem = {
  id: string;
  code: string;
  /** Blade's own label; the UI prefers the `menu.<code>` message when there is one. */
  name: string;
  /** In-app route (`/system/user`, `/myiframe/...`), or the URL itself when `newWindow`. */
  href: string;
  icon: string;
  newWindow: boolean;
  children: NavItem[];
};
