'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import type { TreeSource } from '../resources/fields';
import { flattenTree, type TreeOption } from '../resources/tree-options';
import { relabelTree } from '../menu/menu-names';
import { useMenuNameById } from './use-menu-name';

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

/** The nodes of a source, of the caller's tenant or (for the platform tenant) of `tenantId`; menus named as the sidebar names them. */
export function useTreeOptions(source: TreeSource | undefined, tenantId?: string): { options: TreeOption[]; isLoading: boolean } {
  const url = source ? `${TREE_SOURCE_URLS[source]}${tenantId ? `?tenantId=${encodeURIComponent(tenantId)}` : ''}` : null;
  const { data, isLoading } = useSWR<unknown>(url, { revalidateIfStale: false });
  const menuName = useMenuNameById(source === 'menu');
  const options = useMemo(() => flattenTree(source === 'menu' ? relabelTree(data, menuName) : data), [data, source, menuName]);
  return { options, isLoading };
}
