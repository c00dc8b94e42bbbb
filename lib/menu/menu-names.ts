import type { BladeMenu } from './nav-item';

/** Each menu's code by its id, through the whole `menu/routes` tree: trees from Blade carry ids, messages go by code. */
export function menuCodesById(menus: readonly BladeMenu[] | null): Map<string, string> {
  const codes = new Map<string, string>();
  const walk = (items: readonly BladeMenu[]) => {
    for (const item of items) {
      if (item.code) codes.set(item.id, item.code);
      if (item.children) walk(item.children);
    }
  };
  walk(menus ?? []);
  return codes;
}

type TreeNodeLike = { id?: unknown; title?: unknown; children?: unknown };

/**
 * A Blade TreeNode forest with the nodes' titles relabelled (`label(id, title)`), down to `depth` levels
 * (the scope trees hold menus only at their top, their scopes below); other fields as they were.
 */
export function relabelTree(nodes: unknown, label: (id: string, title: string) => string, depth = Infinity): unknown {
  if (!Array.isArray(nodes) || depth <= 0) return nodes;
  return nodes.map((node: TreeNodeLike) => {
    if (!node || typeof node !== 'object' || node.id == null) return node;
    const title = typeof node.title === 'string' ? label(String(node.id), node.title) : node.title;
    return { ...node, title, children: relabelTree(node.children, label, depth - 1) };
  });
}
