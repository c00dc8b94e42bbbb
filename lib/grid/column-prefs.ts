/** Per-user, per-resource column preferences (visibility and width), kept in localStorage. */
export type ColumnPrefs = { hidden: Record<string, boolean>; widths: Record<string, number> };

const EMPTY: ColumnPrefs = { hidden: {}, widths: {} };

export const columnPrefsKey = (userId: string, tenantId: string, resource: string) => `tradeport-grid:${tenantId}:${userId}:${resource}`;

export function readColumnPrefs(storage: Pick<Storage, 'getItem'> | undefined, key: string): ColumnPrefs {
  try {
    const parsed = JSON.parse(storage?.getItem(key) ?? 'null') as Partial<ColumnPrefs> | null;
    if (!parsed || typeof parsed !== 'object') return EMPTY;
    const hidden = Object.fromEntries(Object.entries(parsed.hidden ?? {}).filter(([, value]) => typeof value === 'boolean'));
    const widths = Object.fromEntries(Object.entries(parsed.widths ?? {}).filter(([, value]) => typeof value === 'number' && value >= 40 && value <= 2000));
    return { hidden, widths } as ColumnPrefs;
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
