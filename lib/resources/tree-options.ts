/** Blade's parent of top-level rows (BladeConstant.TOP_PARENT_ID): no parent, not a node called "0". */
export const TOP_PARENT_ID = '0';

/** A tree node flattened for a picker: depth for indentation, the path for searching. */
export type TreeOption = { value: string; label: string; depth: number; path: string };

type Node = {
  id?: unknown;
  key?: unknown;
  value?: unknown;
  code?: unknown;
  title?: unknown;
  name?: unknown;
  label?: unknown;
  children?: unknown;
  deptName?: unknown;
  roleName?: unknown;
  postName?: unknown;
  tenantName?: unknown;
  tenantId?: unknown;
  categoryName?: unknown;
};

/**
 * Blade sends TreeNode forests (`id`, `title`, `children`) for trees and plain rows for selects
 * (posts, tenants, regions); both become one depth-first list.
 */
export function flattenTree(data: unknown, depth = 0, parentPath = ''): TreeOption[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((item: Node) => {
    if (!item || typeof item !== 'object') return [];
    // Tenant rows carry both a row id and the tenantId that other records store: use the latter.
    const value = String(
      item.value ?? (item.tenantName !== undefined ? item.tenantId : undefined) ?? item.id ?? item.key ?? item.code ?? '',
    );
    const label = String(
      item.title ??
        item.label ??
        item.name ??
        item.deptName ??
        item.roleName ??
        item.postName ??
        item.tenantName ??
        item.categoryName ??
        value,
    );
    const path = parentPath ? `${parentPath} / ${label}` : label;
    return [{ value, label, depth, path }, ...flattenTree(item.children, depth + 1, path)];
  });
}
