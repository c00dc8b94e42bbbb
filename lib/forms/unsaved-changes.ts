import type { FormValues } from './form-schema';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a form's values differ from what it started from. A field absent on one side counts as empty, so a value
 * typed and then cleared again is no change; secrets (passwords) count like any other typed value. Nested values (a
 * listing's quality indices, an order's lines) compare the same way, field by field.
 */
export function hasChanges(start: FormValues, current: FormValues): boolean {
  return valuesDiffer(start, current);
}

/** The same comparison for any form's values: records field by field (absent = ''), lists item by item. */
export function valuesDiffer(start: unknown, current: unknown): boolean {
  if (Array.isArray(start) || Array.isArray(current)) {
    if (!Array.isArray(start) || !Array.isArray(current) || start.length !== current.length) return true;
    return start.some((item, index) => valuesDiffer(item, current[index]));
  }
  if (isRecord(start) && isRecord(current)) {
    const names = new Set([...Object.keys(start), ...Object.keys(current)]);
    for (const name of names) if (valuesDiffer(start[name] ?? '', current[name] ?? '')) return true;
    return false;
  }
  return start !== current;
}
