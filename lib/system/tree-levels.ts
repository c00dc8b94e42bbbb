/** A node of a filter tree (components/system/tree-filter-panel): one level is loaded at a time or all at once. */
export type PanelNode = { id: string; title: string; hasChildren: boolean };

/** The key of the top level. */
export const ROOT = '0';

type Item = { id?: unknown; title?: unknown; name?: unknown; children?: unknown; hasChildren?: unknown };

const title = (item: Item) => String(item.title ?? item.name ?? item.id ?? '');

/** A whole TreeNode forest → its levels by parent id (roots under ROOT). */
export function levelsOf(forest: unknown): Map<string, PanelNode[]> {
  const levels = new Map<string, PanelNode[]>();
  const walk = (items: unknown, parentId: string) => {
    if (!Array.isArray(items)) return;
    const level: PanelNode[] = [];
    for (const item of items as Item[]) {
      if (!item || typeof item !== 'object' || item.id == null) continue;
      const kids = Array.isArray(item.children) ? item.children : [];
      level.push({ id: String(item.id), title: title(item), hasChildren: kids.length > 0 });
      walk(kids, String(item.id));
    }
    levels.set(parentId, level);
  };
  walk(forest, ROOT);
  return levels;
}

/** One lazily loaded level (rows with `hasChildren`, e.g. MenuVO from lazy-menu-list). */
export function lazyLevel(rows: unknown): PanelNode[] {
  if (!Array.isArray(rows)) return [];
  return (rows as Item[])
    .filter((row) => row && typeof row === 'object' && row.id != null)
    .map((row) => ({ id: String(row.id), title: title(row), hasChildren: row.hasChildren === true }));
}
