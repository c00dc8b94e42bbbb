import type { ResourceDef } from '../resources/define-resource';
import { isEditable, isInForm } from '../resources/fields';
import type { FormValues } from './form-schema';

/** A Blade record → form strings (Blade sends "" / -1 for nothing; numbers become text inputs). */
export function toFormValues(resource: ResourceDef, record: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    const raw = record?.[name];
    if (raw === undefined || raw === null || (raw === -1 && field.type !== 'number')) {
      values[name] = record ? '' : field.defaultValue !== undefined ? String(field.defaultValue) : '';
    } else if (field.type === 'datetime' && typeof raw === 'string') {
      values[name] = raw.slice(0, 19);
    } else {
      values[name] = typeof raw === 'object' ? JSON.stringify(raw) : String(raw);
    }
  }
  return values;
}

/** Form strings → the JSON body Blade binds: numbers as numbers, datetimes with seconds, only the editable fields shown. */
export function toSubmitBody(resource: ResourceDef, values: FormValues, mode: 'add' | 'edit', id?: string): Record<string, unknown> {
  const body: Record<string, unknown> = mode === 'edit' && id ? { [resource.rowKey ?? 'id']: id } : {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isInForm(field, mode, values) || !isEditable(field, mode)) continue;
    const value = (values[name] ?? '').trim();
    if (mode === 'add' && value === '') continue;
    if (['number', 'money', 'weight', 'switch'].includes(field.type)) body[name] = value === '' ? '' : Number(value);
    else if (field.type === 'datetime') body[name] = value === '' ? '' : value.replace('T', ' ').padEnd(19, ':00').slice(0, 19);
    else body[name] = value;
  }
  return body;
}
