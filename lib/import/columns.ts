import type { ButtonCode } from '@/domain/button-codes';
import type { ResourceDef } from '../resources/define-resource';
import { isEditable, isInForm, type FieldDef } from '../resources/fields';

/** A column of the import sheet: a field of the add form. */
export type ImportColumn = { name: string; field: FieldDef; label: string; required: boolean };

/** Files cannot travel in a cell: images and attachments are added in the form afterwards. */
const NOT_IN_SHEETS = new Set(['image', 'file']);

/**
 * The columns a sheet imports: what the add form shows and lets the user type, in the form's order, minus fields
 * the user may not see (`requires`).
 */
export function importColumns(
  resource: ResourceDef,
  label: (field: string) => string,
  holds: (code: ButtonCode) => boolean = () => true,
): ImportColumn[] {
  return Object.entries(resource.fields)
    .filter(
      ([, field]) =>
        isInForm(field, 'add') && isEditable(field, 'add') && !NOT_IN_SHEETS.has(field.type) && (!field.requires || holds(field.requires)),
    )
    .map(([name, field]) => ({ name, field, label: label(name), required: !!field.required }));
}

/** The mark after a required column's title in the template ("商品名称 *"); a header read back drops it. */
export const REQUIRED_MARK = ' *';

/** Fields whose cells hold labels from a list (dictionary, tree, fixed options, yes/no). */
export function isListField(field: FieldDef): boolean {
  return field.type === 'dict' || field.type === 'tree' || field.type === 'select' || field.type === 'switch';
}
