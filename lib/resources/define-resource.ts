import type { FieldDef } from './fields';

/**
 * One resource = one definition (DESIGN §4): endpoint, menu path, permission prefix and fields.
 * Everything else (grid, search, forms, validation, buttons, export) is derived from it.
 */
export type ResourceAction = 'add' | 'edit' | 'delete' | 'view';

export type ResourceDef<Name extends string = string> = {
  /** Key of `resources.<name>` in the messages and of the registry. */
  name: Name;
  /** The menu path that opens the generic screen (`/system/param`). */
  menuPath: string;
  /** Blade controller base, service prefix included (`/blade-system/param`). */
  api: string;
  /** Endpoint names when they differ from Blade's defaults. `submit: ['save','update']` = separate insert/update. */
  endpoints?: {
    list?: string;
    detail?: string | null;
    submit?: string | readonly [add: string, edit: string] | null;
    remove?: string | null;
  };
  /** Button-code prefix: `<prefix>_add`, `_edit`, `_delete`, `_view` (defaults to the name). */
  permission?: string;
  fields: Record<string, FieldDef>;
  /** Initial sort by field name (sent to Blade as its snake_case column in ascs/descs). */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** The createTime range filter (createTime_dategt / _datelt). Default true. */
  dateRange?: boolean;
  /** A list without writes (logs, statements). */
  readOnly?: boolean;
  /** Key of a row (default `id`); also the `detail` query parameter. */
  rowKey?: string;
  /** Query parameter of `remove` (default `ids`, comma-joined; region uses `id`). */
  removeParam?: string;
  /** The field that names a row in confirmations and titles. */
  titleField?: string;
  /**
   * A tree list (unpaged): nested `children` from the list endpoint, or with `lazy` the roots and then
   * each node's children from `lazyEndpoint?<lazyParam>=<key>` (default `lazy-list?parentId=`, root `0`).
   */
  tree?: { lazy?: boolean; lazyEndpoint?: string; lazyParam?: string; rootValue?: string };
  /** A screen of its own for add and edit (`?id=<key>` when editing), instead of the generic dialog (goods → goods-add). */
  formPage?: string;
  /**
   * Row buttons beyond view/edit/delete, by key: shown with the button code `<prefix>_<key>`, handled by
   * components/resource/row-extras (label `crud.rowExtras.<key>`).
   */
  rowExtras?: readonly string[];
};

export function defineResource<const Name extends string>(definition: ResourceDef<Name>): ResourceDef<Name> {
  return definition;
}

export function endpointPath(resource: ResourceDef, endpoint: 'list' | 'detail' | 'remove'): string | null {
  const configured = resource.endpoints?.[endpoint];
  if (configured === null) return null;
  return `${resource.api}/${configured ?? endpoint}`;
}

/** Where a save goes: submit for both, or separate add/edit endpoints. */
export function submitPath(resource: ResourceDef, mode: 'add' | 'edit'): string | null {
  const submit = resource.endpoints?.submit;
  if (submit === null || resource.readOnly) return null;
  if (Array.isArray(submit)) return `${resource.api}/${mode === 'add' ? submit[0] : submit[1]}`;
  return `${resource.api}/${(submit as string | undefined) ?? 'submit'}`;
}
