/**
 * `role_alias` → `roleAlias`: Blade payloads are camelCase, and with `null-to-empty` a null
 * column is written as "" (docs/blade-contract.md §3).
 */
export function toCamel(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) out[key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())] = value ?? '';
  return out;
}

/** `(?, ?, ?)` for an IN list. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(',');

export const splitIds = (csv: unknown) =>
  String(csv ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** A value a form or request actually sent (Blade's empty is "", as well as null and absent). */
export const given = (value: unknown) => value !== undefined && value !== null && value !== '';
