import type { ButtonCode } from '@/domain/button-codes';
import type { FieldDef } from './fields';

/**
 * One resource = one definition (docs/design.md §4): endpoint, menu path, permission prefix and fields.
 * Everything else (grid, search, forms, validation, buttons, export) is derived from it.
 */
export type ResourceAction = 'add' | 'edit' | 'delete' | 'view';

/** Dialogs a resource may add with instead of the generic form: keys of components/resource/custom-dialogs.tsx. */
export type AddDialogKey = 'orderAdd';

/** A row action's own dialog (`RowActionDef.dialog`): keys of components/resource/custom-dialogs.tsx's ACTION_DIALOGS. */
export type ActionDialogKey = 'loanDistribution' | 'fascCorpInfo' | 'fascCorpMembers';

/**
 * How a resource's screen departs from the generic one (plain data: definitions travel to the browser as props).
 * - `own`: the menu path opens a screen of its own (app/(main)/<menuPath>/page.tsx) built from this definition's
 *   fields and dialogs (dictionaries: parent grid and child grid); the generic CRUD sweep leaves it to its own spec.
 * - `formPage`: add and edit on a page of their own (`?id=<key>` when editing) instead of the dialog (goods → goods-add).
 * - `addDialog`: add with a dialog of its own (order → listing and SKU lines); a key that names no dialog fails to compile.
 */
export type ResourceScreen = { kind: 'own' } | { kind: 'formPage'; path: string } | { kind: 'addDialog'; dialog: AddDialogKey };

export type ResourceDef<Name extends string = string> = {
  /** Key of `resources.<name>` in the messages and of the registry. */
  name: Name;
  /** The menu path that opens the generic screen (`/system/param`). */
  menuPath: string;
  /** Blade controller base, service prefix included (`/blade-system/param`). */
  api: string;
  /**
   * Endpoint names when they differ from Blade's defaults. `submit: ['save','update']` = separate insert/update;
   * `[null, 'submit']` = edit only (records created elsewhere, e.g. inspection values from their request's action);
   * `['save', null]` = add only (later changes are row actions).
   */
  endpoints?: {
    list?: string;
    detail?: string | null;
    submit?: string | readonly [add: string | null, edit: string | null] | null;
    remove?: string | null;
  };
  /** Button-code prefix: `<prefix>_add`, `_edit`, `_delete`, `_view` (defaults to the name). */
  permission?: string;
  fields: Record<string, FieldDef>;
  /** Initial sort by field name (sent to Blade as its snake_case column in ascs/descs). */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** The createTime range filter (createTime_dategt / _datelt). Default true. */
  dateRange?: boolean;
  /**
   * Staff add these in bulk: the toolbar offers 导入 (a template to download, a sheet to upload, rows sent one by one
   * to the add endpoint) to holders of the add button code (components/resource/import-button.tsx).
   */
  importable?: boolean;
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
  /** Width of the add/edit/view dialog in px (default MUI's md); the dictionary dialog is 880 (docs/spec.md §2). */
  dialogWidth?: number;
  /** Where the resource departs from the generic list screen and its dialog (see `ResourceScreen`); the generic one when unset. */
  screen?: ResourceScreen;
  /** Workflow actions beyond add/edit/delete/view, offered per row (lib/resources/row-actions.ts). */
  rowActions?: readonly RowActionDef[];
  /** The rows the standard edit and delete buttons are offered on (same guard form as a row action's `when`); every row when unset. */
  rowGuards?: { edit?: RowGuard; remove?: RowGuard };
  /**
   * Rows that are accounts: the field holding their role aliases. Edit, delete and the row actions are offered only on
   * accounts the viewer may manage (lib/auth/rank.ts: an administrator's account only to administrators).
   */
  accountRank?: { aliases: string; tenant: string };
};

/** A state guard: each named field's value is one of its values ('' counts as 0). */
export type RowGuard = Readonly<Record<string, readonly (number | string)[]>>;

/**
 * A row action (plain data: definitions travel to the browser as props). It either calls a Blade endpoint
 * or opens a page. Label: `resources.<name>.actions.<name>`; a form's labels: `resources.<name>.fields.<field>`.
 */
export type RowActionDef = {
  name: string;
  /** The full button code that shows it (the service checks the same code). */
  code: ButtonCode;
  /** Blade endpoint: relative to the resource's `api`, or a full service path (`/blade-order/…`). */
  endpoint?: string;
  /** Or a page to open, with `{field}` taken from the row (`/order/orderdetail/{orderNo}`). */
  href?: string;
  /** The page opens in a new browser tab, outside the shell (a printable document), and the list stays where it was. */
  newTab?: boolean;
  method?: 'POST' | 'GET';
  /** The row field sent (default the row key) and the parameter it is sent as (default `id`). */
  key?: string;
  param?: string;
  /** Where the key and the form values go: the query string (default) or a JSON body. */
  send?: 'query' | 'body';
  /** Further row fields copied into what is sent. */
  include?: readonly string[];
  /** Fixed values sent with it (a cancel names the state it moves the record to). */
  values?: Readonly<Record<string, string | number>>;
  /** The state guard: offered only when each named field's value is one of its values ('' counts as 0). */
  when?: RowGuard;
  /** Offered only when these row fields are filled (a link to a row's order needs its orderNo). */
  needs?: readonly string[];
  /** Asks `resources.<name>.actions.<name>Confirm` before calling. */
  confirm?: boolean;
  /** A small form (a reason, a weigh slip) shown before calling. */
  form?: Record<string, FieldDef>;
  /** Form fields that start from a row field when one row is chosen (a grant that replaces a user's roles shows them). */
  prefill?: Readonly<Record<string, string>>;
  /** Also a toolbar button for the selected rows; their keys go comma-joined in `param`. */
  bulk?: boolean;
  /** A button in the row itself with this icon (components/resource/action-icons.tsx), instead of an entry in the row's menu. */
  icon?: string;
  /** A dialog of its own (components/resource/custom-dialogs.tsx, ACTION_DIALOGS) that does the work, instead of calling `endpoint`. */
  dialog?: ActionDialogKey;
  /** Reported after the call: `resources.<name>.actions.<done>` instead of the generic "{action}成功". */
  done?: string;
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
  if (Array.isArray(submit)) {
    const endpoint = mode === 'add' ? submit[0] : submit[1];
    return endpoint === null ? null : `${resource.api}/${endpoint}`;
  }
  return `${resource.api}/${(submit as string | undefined) ?? 'submit'}`;
}
