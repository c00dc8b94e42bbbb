/**
 * Tree lists for a flat grid: nodes (nested `children`, or lazily known `hasChildren`) become rows
 * carrying their depth, shown only under expanded parents.
 */
export type TreeRow = Record<string, unknown> & { __depth: number; __hasChildren: boolean; __expanded: boolean };

type Node = Record<string, unknown> & { children?: unknown; hasChildren?: unknown };

export function visibleTreeRows(
  roots: Node[],
  expanded: ReadonlySet<string>,
  rowKey = 'id',
  /** Children loaded lazily, by parent key. */
  loaded: ReadonlyMap<string, Node[]> = new Map(),
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (nodes: Node[], depth: number) => {
    for (const node of nodes) {
      const key = String(node[rowKey]);
      const children = Array.isArray(node.children) ? (node.children as Node[]) : loaded.get(key);
      const hasChildren = (children?.length ?? 0) > 0 || (children === undefined && node.hasChildren === true);
      const isExpanded = hasChildren && expanded.has(key);
      const { children: _children, ...rest } = node;
      rows.push({ ...rest, __depth: depth, __hasChildren: hasChildren, __expanded: isExpanded });
      if (isExpanded && children) walk(children, depth + 1);
    }
  };
  walk(roots, 0);
  return rows;
}

/** Every key of a nested tree (for "expand all"). */
export function allTreeKeys(roots: Node[], rowKey = 'id'): string[] {
  return roots.flatMap((node) => [
    String(node[rowKey]),
    ...(Array.isArray(node.children) ? allTreeKeys(node.children as Node[], rowKey) : []),
  ]);
}
