/**
 * The checkable trees of the grant dialogs (roles: menus, data scopes, API scopes; top menus:
 * menus), as Saber's el-tree behaves:
 * - checking a node checks its whole subtree; unchecking one clears its subtree, and an ancestor
 *   left with nothing granted below it is cleared too;
 * - a parent is checked when all its children are, half-checked when only some are;
 * - what is saved is every checked and half-checked node, so a granted button keeps its screen
 *   and group visible in the sidebar.
 * A node granted on its own (a screen without any of its buttons) shows half-checked and is kept.
 */
export type CheckNode = { id: string; title: string; children?: CheckNode[] };

export type TreeIndex = {
  /** Node ids depth-first, in tree order. */
  order: string[];
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
  title: Map<string, string>;
};

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

/** Blade's TreeNode forest (`id`, `title`, `children`) → an index; anything malformed is skipped. */
export function indexTree(nodes: unknown): TreeIndex {
  const index: TreeIndex = { order: [], parent: new Map(), children: new Map(), title: new Map() };
  const walk = (items: unknown, parentId: string | null) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!item || typeof item !== 'object') continue;
      const node = item as { id?: unknown; title?: unknown; children?: unknown };
      const id = String(node.id ?? '');
      if (!id || index.parent.has(id)) continue;
      index.order.push(id);
      index.parent.set(id, parentId);
      index.title.set(id, String(node.title ?? id));
      index.children.set(id, []);
      if (parentId) index.children.get(parentId)!.push(id);
      walk(node.children, id);
    }
  };
  walk(nodes, null);
  return index;
}

export function descendants(index: TreeIndex, id: string): string[] {
  const result: string[] = [];
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    result.push(next);
    stack.push(...(index.children.get(next) ?? []));
  }
  return result;
}

function ancestors(index: TreeIndex, id: string): string[] {
  const result: string[] = [];
  for (let parent = index.parent.get(id); parent; parent = index.parent.get(parent)) result.push(parent);
  return result;
}

/** Each node's state for a set of granted ids (computed bottom-up once, for rendering). */
export function checkStates(index: TreeIndex, granted: ReadonlySet<string>): Map<string, CheckState> {
  const states = new Map<string, CheckState>();
  for (const id of [...index.order].reverse()) {
    const kids = index.children.get(id) ?? [];
    if (kids.length === 0) {
      states.set(id, granted.has(id) ? 'checked' : 'unchecked');
      continue;
    }
    const kidStates = kids.map((kid) => states.get(kid));
    if (kidStates.every((state) => state === 'checked')) states.set(id, 'checked');
    else states.set(id, granted.has(id) || kidStates.some((state) => state !== 'unchecked') ? 'indeterminate' : 'unchecked');
  }
  return states;
}

/** Clicking a node's checkbox: a fully checked node is cleared with its subtree, anything else is checked with it. */
export function toggleNode(index: TreeIndex, granted: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(granted);
  const subtree = [id, ...descendants(index, id)];
  if (checkStates(index, granted).get(id) === 'checked') {
    for (const node of subtree) next.delete(node);
    for (const ancestor of ancestors(index, id)) {
      if (!descendants(index, ancestor).some((node) => next.has(node))) next.delete(ancestor);
    }
  } else {
    for (const node of subtree) next.add(node);
  }
  return next;
}

/** Checks or clears every node (the dialog's select-all). */
export function setAll(index: TreeIndex, checked: boolean): Set<string> {
  return new Set(checked ? index.order : []);
}

/**
 * The ids to save: checked and half-checked nodes in tree order. `leavesOnly` keeps only leaves, for
 * the scope trees, whose inner nodes are the menus the scopes hang under (not grantable themselves).
 */
export function grantedKeys(index: TreeIndex, granted: ReadonlySet<string>, leavesOnly = false): string[] {
  const states = checkStates(index, granted);
  return index.order.filter((id) => states.get(id) !== 'unchecked' && (!leavesOnly || (index.children.get(id) ?? []).length === 0));
}

/** The server's keys restricted to nodes of this tree (a key the caller cannot see is not shown or sent back). */
export function initialGranted(index: TreeIndex, keys: unknown): Set<string> {
  return new Set((Array.isArray(keys) ? keys : []).map(String).filter((id) => index.parent.has(id)));
}
