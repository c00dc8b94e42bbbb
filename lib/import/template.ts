import { columnName, buildWorkbook, type SheetSpec } from './workbook';
import { isListField, REQUIRED_MARK, type ImportColumn } from './columns';
import type { Lookups } from './lookups';

/** The hidden sheet holding the drop-down lists' entries, one column per list field. */
export const LISTS_SHEET = 'lists';

/**
 * The import template: one header row with the columns in the user's language (required ones marked and red), and
 * each dictionary, tree, option or yes/no column a drop-down of its labels.
 */
export function buildTemplate(title: string, columns: ImportColumn[], lookups: Lookups): Uint8Array {
  const listed = columns.filter((column) => isListField(column.field) && (lookups[column.name]?.length ?? 0) > 0);
  const longest = Math.max(0, ...listed.map((column) => lookups[column.name].length));
  const listRows = Array.from({ length: longest }, (_, row) => listed.map((column) => lookups[column.name][row]?.label ?? null));
  const main: SheetSpec = {
    name: title,
    rows: [columns.map((column) => column.label + (column.required ? REQUIRED_MARK : ''))],
    headerStyles: columns.map((column) => (column.required ? 'required' : 'bold')),
    widths: columns.map((column) => Math.min(60, Math.max(12, column.label.length * 2 + 6))),
    lists: listed.map((column, index) => {
      const letter = columnName(index);
      const multiple = column.field.type === 'tree' && !!column.field.multiple;
      return {
        column: columns.indexOf(column),
        source: `${LISTS_SHEET}!$${letter}$1:$${letter}$${lookups[column.name].length}`,
        strict: !multiple,
      };
    }),
  };
  return buildWorkbook(listed.length ? [main, { name: LISTS_SHEET, rows: listRows, hidden: true }] : [main]);
}
