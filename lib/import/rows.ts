import type { ResourceDef } from '../resources/define-resource';
import { fieldErrors, formSchema, type FormValues, type ValidationTexts } from '../forms/form-schema';
import { toFormValues } from '../forms/record-values';
import { isShownFor } from '../resources/fields';
import { isListField, REQUIRED_MARK, type ImportColumn } from './columns';
import { keyIndex, MULTI_SEPARATOR, type Lookups } from './lookups';

/** Messages of the import's own checks (the form's come from ValidationTexts). */
export type ImportTexts = {
  /** A label that is not one of the column's entries. */
  unknownOption: (value: string) => string;
};

/** One data row of the sheet: its line number in the sheet, the cells as read, the form values and errors per field. */
export type ImportRow = { line: number; cells: string[]; values: FormValues; errors: Record<string, string> };

export type Preview = {
  header: string[];
  /** Column index in the sheet → field name (null: a column the resource does not know, ignored). */
  mapping: (string | null)[];
  /** Required fields no column carries: nothing can be imported until the sheet has them. */
  missing: string[];
  rows: ImportRow[];
  invalid: number;
};

const normalise = (title: string) =>
  title
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*\*$/, '')
    .toLowerCase();

/** A header cell → field: the column's label in either form (with or without the required mark) or the field's name. */
export function mapHeader(header: string[], columns: ImportColumn[]): { mapping: (string | null)[]; missing: string[] } {
  const byTitle = new Map<string, string>();
  for (const column of columns) {
    byTitle.set(normalise(column.label), column.name);
    byTitle.set(normalise(column.label + REQUIRED_MARK), column.name);
    byTitle.set(normalise(column.name), column.name);
  }
  const seen = new Set<string>();
  const mapping = header.map((title) => {
    const name = byTitle.get(normalise(title ?? '')) ?? null;
    if (!name || seen.has(name)) return null;
    seen.add(name);
    return name;
  });
  return { mapping, missing: columns.filter((column) => column.required && !seen.has(column.name)).map((column) => column.name) };
}

/**
 * Turns one row's cells into the add form's values (labels → keys), then checks them with the form's own schema.
 * Cells a column does not fill keep the form's defaults, as a new record in the dialog would.
 */
export function rowValues(
  resource: ResourceDef,
  columns: ImportColumn[],
  mapping: (string | null)[],
  cells: string[],
  resolve: Record<string, (cell: string) => string | null>,
  yesNo: { yes: string; no: string },
  texts: ImportTexts,
): { values: FormValues; errors: Record<string, string> } {
  const values = toFormValues(resource, null);
  const errors: Record<string, string> = {};
  const byName = new Map(columns.map((column) => [column.name, column]));
  mapping.forEach((name, index) => {
    if (!name) return;
    const column = byName.get(name)!;
    const cell = (cells[index] ?? '').trim();
    // An empty cell keeps the form's default (a region's parent 00, a dictionary entry's sort 1).
    if (cell === '') return;
    if (!isListField(column.field)) {
      values[name] = cell;
      return;
    }
    if (column.field.type === 'switch') {
      const answer = cell === yesNo.yes || cell === '1' ? '1' : cell === yesNo.no || cell === '0' ? '0' : null;
      if (answer === null) errors[name] = texts.unknownOption(cell);
      values[name] = answer ?? '';
      return;
    }
    const parts = column.field.type === 'tree' && column.field.multiple ? cell.split(MULTI_SEPARATOR).filter(Boolean) : [cell];
    const keys = parts.map((part) => resolve[name]?.(part) ?? null);
    const unknown = parts.find((_, at) => keys[at] === null);
    if (unknown !== undefined) errors[name] = texts.unknownOption(unknown);
    values[name] = unknown === undefined ? keys.join(',') : '';
  });
  return { values, errors };
}

export type ValidateOptions = {
  resource: ResourceDef;
  columns: ImportColumn[];
  lookups: Lookups;
  yesNo: { yes: string; no: string };
  texts: ValidationTexts;
  importTexts: ImportTexts;
  /** The spec's own required messages (`resources.<name>.rules.<field>`). */
  rules?: Record<string, string>;
};

/** The whole sheet: header mapped, every data row converted and validated; blank rows skipped. */
export function previewRows(sheet: string[][], options: ValidateOptions): Preview {
  const { resource, columns, lookups, texts } = options;
  const headerIndex = sheet.findIndex((row) => row.some((cell) => cell.trim() !== ''));
  const header = headerIndex < 0 ? [] : sheet[headerIndex];
  const { mapping, missing } = mapHeader(header, columns);
  const resolve = Object.fromEntries(Object.entries(lookups).map(([name, lookup]) => [name, keyIndex(lookup)]));
  const label = (name: string) => columns.find((column) => column.name === name)?.label ?? name;
  // The form's schema depends on the values only through `shownWhen`: one per set of shown fields, not one per row
  // (building a zod object costs far more than checking a row with it).
  const schemas = new Map<string, ReturnType<typeof formSchema>>();
  const conditional = Object.entries(resource.fields).filter(([, field]) => field.shownWhen);
  const schemaFor = (values: FormValues) => {
    const key = conditional.map(([name, field]) => (isShownFor(field, values) ? name : '')).join(',');
    let schema = schemas.get(key);
    if (!schema) schemas.set(key, (schema = formSchema(resource, 'add', label, texts, (name) => options.rules?.[name], values)));
    return schema;
  };
  const rows: ImportRow[] = [];
  let invalid = 0;
  for (let index = headerIndex + 1; headerIndex >= 0 && index < sheet.length; index++) {
    const cells = sheet[index] ?? [];
    if (!cells.some((cell) => cell.trim() !== '')) continue;
    const { values, errors } = rowValues(resource, columns, mapping, cells, resolve, options.yesNo, options.importTexts);
    const parsed = schemaFor(values).safeParse(values);
    const all = parsed.success ? errors : { ...fieldErrors(parsed.error), ...errors };
    if (Object.keys(all).length > 0) invalid++;
    rows.push({ line: index + 1, cells, values, errors: all });
  }
  return { header, mapping, missing, rows, invalid };
}
