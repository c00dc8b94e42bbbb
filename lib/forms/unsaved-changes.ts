import type { FormValues } from './form-schema';

/**
 * Whether a form's values differ from what it started from. A field absent on one side counts as empty, so a value
 * typed and then cleared again is no change; secrets (passwords) count like any other typed value.
 */
export function hasChanges(start: FormValues, current: FormValues): boolean {
  const names = new Set([...Object.keys(start), ...Object.keys(current)]);
  for (const name of names) if ((start[name] ?? '') !== (current[name] ?? '')) return true;
  return false;
}
