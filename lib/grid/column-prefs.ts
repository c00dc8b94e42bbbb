/**
 * Per-user, per-resource column preferences (visibility, width, order), kept in localStorage and in a cookie the server
 * reads to render the first HTML with them (column-prefs-cookie.ts, components/resource/use-column-prefs.ts).
 */
export type ColumnPrefs = { hidden: Record<string, boolean>; widths: Record<string, number>; order?: string[] };

/** No preferences: one object, so a page that starts with it and reads nothing stored does not re-render. */
export const NO_COLUMN_PREFS: ColumnPrefs = { hidden: {}, widths: {} };
const EMPTY = NO_COLUMN_PREFS;

export const columnPrefsKey = (userId: string, tenantId: string, resource: string) => `tradeport-grid:${tenantId}:${userId}:${resource}`;

export function readColumnPrefs(storage: Pick<Storage, 'getItem'> | undefined, key: string): ColumnPrefs {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<ColumnPrefs> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const hidden = Object.fromEntries(Object.entries(parsed.hidden ?? {}).filter(([, value]) => typeof value === 'boolean'));
    const widths = Object.fromEntries(
      Object.entries(parsed.widths ?? {}).filter(([, value]) => typeof value === 'number' && value >= 40 && value <= 2000),
    );
    const order = Array.isArray(parsed.order) ? parsed.order.filter((name): name is string => typeof name === 'string') : undefined;
    return { hidden, widths, ...(order ? { order } : {}) } as ColumnPrefs;
  } catch {
    return EMPTY;
  }
}

export function writeColumnPrefs(storage: Pick<Storage, 'setItem'> | undefined, key: string, prefs: ColumnPrefs): void {
  try {
    storage?.setItem(key, JSON.stringify(prefs));
  } catch {
    // Storage full or blocked: preferences just do not persist.
  }
}

/** Field names in the user's order: known ones first as saved, new ones after in definition order. */
export function orderedColumns(fields: string[], order: string[] | undefined): string[] {
  if (!order?.length) return fields;
  const known = order.filter((name) => fields.includes(name));
  return [...known, ...fields.filter((name) => !known.includes(name))];
}

/** Moves one column up (-1) or down (+1). */
export function moveColumn(columns: string[], name: string, offset: -1 | 1): string[] {
  const index = columns.indexOf(name);
  const target = index + offset;
  if (index === -1 || target < 0 || target >= columns.length) return columns;
  const next = [...columns];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
