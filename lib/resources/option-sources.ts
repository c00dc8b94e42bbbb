import type { TreeSource } from './fields';

/**
 * Where a form's pickers read their options (docs/blade-contract.md §6.2): plain data, shared by the pickers' hooks
 * (lib/hooks/use-dict.ts, lib/hooks/use-tree-options.ts), exports, imports and the e2e API sweep, which picks as they do.
 */
export const TREE_SOURCE_URLS: Record<TreeSource, string> = {
  dept: '/api/blade-system/dept/tree',
  role: '/api/blade-system/role/tree',
  post: '/api/blade-system/post/select',
  menu: '/api/blade-system/menu/tree',
  category: '/api/blade-tradePort/category/tree',
  region: '/api/blade-system/region/select',
  tenant: '/api/blade-system/tenant/select',
  datasource: '/api/blade-develop/datasource/select',
};

/** A tree picker's nodes, of the caller's tenant or (for the platform tenant) of `tenantId`. */
export const treeOptionsUrl = (source: TreeSource, tenantId?: string) =>
  `${TREE_SOURCE_URLS[source]}${tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}`;

/** A Blade dictionary's entries; `biz` reads the business dictionaries. */
export const dictionaryUrl = (code: string, biz = false) =>
  `/api/blade-system/${biz ? 'dict-biz' : 'dict'}/dictionary?code=${encodeURIComponent(code)}`;
