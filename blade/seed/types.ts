/**
 * Shapes of the seed data modules. Seeds are written as nested, id-less data;
 * blade/seed/index.ts assigns deterministic snowflake-like ids when it inserts them.
 */

/** One row of blade_menu (docs/blade-contract.md §6.1), nested. Buttons are category 2 children of their screen. */
export type MenuSeed = {
  /** Unique code. For buttons it is the permission key, e.g. `param_add`. */
  code: string;
  /** Chinese label (what real Blade stores in blade_menu.name). */
  name: string;
  /** English label, used for the app's `menu.<code>` message key. */
  nameEn: string;
  /** `menu` for menus; the action name for buttons (add, edit, delete, view, ...). */
  alias: string;
  /** Route path for menus (`/system/user`), an http(s) URL for frame pages, UI/API path for buttons. */
  path: string;
  /** Icon name (MUI icon name for menus, e.g. `Settings`; empty for buttons). */
  source: string;
  sort: number;
  /** 1 = menu, 2 = button. */
  category: 1 | 2;
  /** 0 none, 1 toolbar, 2 row, 3 toolbar+row. */
  action: 0 | 1 | 2 | 3;
  /** 1 = same window, 2 = new window. */
  isOpen: 1 | 2;
  remark?: string;
  children?: MenuSeed[];
};

/** One dictionary (a parent row with dict_key -1 plus its entries), for blade_dict or blade_dict_biz. */
export type DictSeed = {
  code: string;
  /** Chinese name of the dictionary (parent dict_value). */
  name: string;
  sort: number;
  entries: DictEntrySeed[];
};

export type DictEntrySeed = {
  key: string;
  /** Chinese label (dict_value). */
  value: string;
  sort: number;
  remark?: string;
};
