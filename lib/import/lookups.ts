/** Labels ↔ keys of one list column (a dictionary, a tree, fixed options, yes/no), in the user's language. */
export type Lookup = { key: string; label: string }[];

/** Field name → its list. Plain data: it travels to the import worker. */
export type Lookups = Record<string, Lookup>;

/** The separators a multiple tree cell may use between labels (a comma, full-width comma or 、). */
export const MULTI_SEPARATOR = /\s*[,，、]\s*/;

/**
 * A cell's key: its label, or the key itself (a sheet exported before, or typed by someone who knows the codes).
 * A label two entries share (two departments named 财务部) names neither: null, the row must use the key.
 */
export function keyIndex(lookup: Lookup): (cell: string) => string | null {
  const byLabel = new Map<string, string | null>();
  for (const { key, label } of lookup) byLabel.set(label, byLabel.has(label) && byLabel.get(label) !== key ? null : key);
  const keys = new Set(lookup.map((entry) => entry.key));
  return (cell) => {
    const found = byLabel.get(cell);
    if (found !== undefined) return found;
    return keys.has(cell) ? cell : null;
  };
}
