import type { ButtonCode } from '@/domain/button-codes';
/**
 * Field definitions: one entry per record field drives its grid column, search input, form input,
 * view row and validation (style-examples §2.1, like ProColumns' valueType).
 */
export type TreeSource = 'dept' | 'role' | 'post' | 'menu' | 'category' | 'region' | 'tenant' | 'datasource';

export type FieldCommon = {
  required?: boolean;
  /** A grid column (default true, except textarea, password and file). */
  list?: boolean;
  /** In the search form: `like` sends the plain key (LIKE on map endpoints), `equal` sends `<field>_equal`. */
  search?: boolean | 'like' | 'equal';
  /** In the add/edit form (default true); `add` = only when creating. */
  form?: boolean | 'add';
  /** Shown but not editable; `edit` = fixed once created (codes, keys). */
  readOnly?: boolean | 'edit';
  /** Sortable column (default true for list columns). */
  sortable?: boolean;
  /** Column width in px. */
  width?: number;
  /** Whole form row (textareas default to it). */
  wide?: boolean;
  /** Text length or numeric maximum. */
  max?: number;
  /** Only digits (codes such as region or tenant numbers). */
  digits?: boolean;
  /** Numeric minimum, or a text's shortest length. */
  min?: number;
  defaultValue?: string | number;
  /** A button code the user must hold for the field to be in the dialogs (the platform's tenant picker needs the tenant screen). */
  requires?: ButtonCode;
  /** A number shown as a file size (1.5 MB) in grids and the view dialog; exports keep the bytes. */
  format?: 'bytes';
  /**
   * In the dialogs only while other fields hold one of the given values (a menu's button position, for buttons only);
   * hidden, it is neither checked nor sent.
   */
  shownWhen?: Readonly<Record<string, readonly string[]>>;
  /** A select shown as a coloured chip per value (a config's active state). */
  chips?: Readonly<Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'>>;
};

export type FieldDef = FieldCommon &
  (
    | {
        type:
          | 'text'
          | 'textarea'
          | 'password'
          | 'phone'
          | 'email'
          | 'date'
          | 'datetime'
          | 'image'
          | 'file'
          | 'switch'
          | 'number'
          | 'money'
          | 'weight';
      }
    | { type: 'dict'; dict: string; biz?: boolean }
    | { type: 'select'; options: readonly string[] }
    | { type: 'tree'; source: TreeSource; multiple?: boolean; tenantFrom?: string }
  );

export type FieldType = FieldDef['type'];

const make =
  <T extends FieldType>(type: T) =>
  (options: FieldCommon = {}) =>
    ({ ...options, type }) as FieldDef;

export const text = make('text');
export const textarea = make('textarea');
export const password = make('password');
export const phone = make('phone');
export const email = make('email');
export const date = make('date');
export const datetime = make('datetime');
export const image = make('image');
export const file = make('file');
export const switchField = make('switch');
export const number = make('number');
/** CNY with 2 decimals. */
export const money = make('money');
/** Tonnes with 3 decimals. */
export const weight = make('weight');
/** A Blade dictionary (`/blade-system/dict/dictionary?code=`); `biz` reads `/dict-biz/`. */
export const dict = (code: string, options: FieldCommon & { biz?: boolean } = {}): FieldDef => ({ ...options, type: 'dict', dict: code });
/** Fixed options; labels from `resources.<name>.options.<field>.<value>`. */
export const select = (values: readonly string[], options: FieldCommon = {}): FieldDef => ({ ...options, type: 'select', options: values });
/**
 * A tree picker. `tenantFrom` names the form field holding the tenant whose nodes it offers (sent as
 * `?tenantId=`, honoured by Blade for the platform tenant); changing that field clears this one.
 */
export const tree = (source: TreeSource, options: FieldCommon & { multiple?: boolean; tenantFrom?: string } = {}): FieldDef => ({
  ...options,
  type: 'tree',
  source,
});

/** BaseEntity's audit fields as read-only list/view columns (labels under `fields.*`). */
export const auditFields = (): Record<string, FieldDef> => ({
  createTime: { type: 'datetime', form: false, readOnly: true, width: 170 },
  updateTime: { type: 'datetime', form: false, readOnly: true, list: false, width: 170 },
});

export function isListed(field: FieldDef): boolean {
  return field.list ?? !['textarea', 'password', 'file'].includes(field.type);
}

/** In the dialog of this mode; with the record's or form's values, also by `shownWhen`. */
export function isInForm(field: FieldDef, mode: 'add' | 'edit' | 'view', values?: Readonly<Record<string, unknown>> | null): boolean {
  if (values && !isShownFor(field, values)) return false;
  if (mode === 'view') return field.type !== 'password';
  if (field.form === false) return false;
  return field.form === 'add' ? mode === 'add' : true;
}

/** `shownWhen` holds for these values (true without a condition). */
export function isShownFor(field: FieldDef, values: Readonly<Record<string, unknown>>): boolean {
  if (!field.shownWhen) return true;
  return Object.entries(field.shownWhen).every(([other, allowed]) => allowed.includes(String(values[other] ?? '')));
}

export function isEditable(field: FieldDef, mode: 'add' | 'edit'): boolean {
  if (field.readOnly === true) return false;
  return !(field.readOnly === 'edit' && mode === 'edit');
}
