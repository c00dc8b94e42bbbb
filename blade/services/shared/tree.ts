/**
 * ForestNodeMerger (docs/blade-contract.md §6.2): input order is kept, a node whose parent is absent
 * becomes a root, children are appended in input order, empty `children` are omitted.
 */
export type TreeRow = Record<string, unknown> & { id: unknown; parentId: unknown; children?: TreeRow[] };

export function buildForest<T extends TreeRow>(rows: T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) byId.set(String(row.id), { ...row });
  const roots: T[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(String(node.parentId));
    if (parent && parent !== node) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}
