import type { ResourceDef } from '../resources/define-resource';
import { isListed, type FieldDef } from '../resources/fields';
import type { Cell } from './xlsx';

export type Labels = {
  field: (name: string) => string;
  option: (field: string, value: string) => string;
  yes: string;
  no: string;
  /** Dictionary and tree labels by field name: stored key → label. */
  lookups: Record<string, Map<string, string>>;
};

/** The exported columns: the listed fields the user has not hidden. */
export function exportedFields(resource: ResourceDef, hidden: Record<string, boolean>): [string, FieldDef][] {
  return Object.entries(resource.fields).filter(([name, field]) => isListed(field) && hidden[name] !== false);
}

/** One record as spreadsheet cells: labels instead of keys, numbers as numbers. */
export function toCells(record: Record<string, unknown>, fields: [string, FieldDef][], labels: Labels): Cell[] {
  return fields.map(([name, field]) => {
    const value = record[name];
    if (value === undefined || value === null || value === '' || (value === -1 && field.type !== 'number')) return null;
    switch (field.type) {
      case 'money':
      case 'weight':
      case 'number':
        return Number.isFinite(Number(value)) ? Number(value) : String(value);
      case 'switch':
        return Number(value) === 1 ? labels.yes : labels.no;
      case 'select':
        return labels.option(name, String(value));
      case 'dict':
      case 'tree':
        return String(value)
          .split(',')
          .map((key) => labels.lookups[name]?.get(key) ?? key)
          .join(', ');
      case 'password':
        return null;
      default:
        return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
  });
}
