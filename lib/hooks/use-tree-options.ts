'use client';

import useSWR from 'swr';
import type { TreeSource } from '../resources/fields';
import { flattenTree, type TreeOption } from '../resources/tree-options';

/** Where each tree picker reads its nodes (Blade TreeNode forests, blade-contract §6.2). */
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

export function useTreeOptions(source: TreeSource | undefined): { options: TreeOption[]; isLoading: boolean } {
  const { data, isLoading } = useSWR<unknown>(source ? TREE_SOURCE_URLS[source] : null, { revalidateIfStale: false });
  return { options: flattenTree(data), isLoading };
}
