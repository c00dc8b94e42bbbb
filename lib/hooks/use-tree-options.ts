'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import type { TreeSource } from '../resources/fields';
import { flattenTree, type TreeOption } from '../resources/tree-options';
import { treeOptionsUrl } from '../resources/option-sources';
import { relabelTree } from '../menu/menu-names';
import { useMenuNameById } from './use-menu-name';

/** The nodes of a source, of the caller's tenant or (for the platform tenant) of `tenantId`; menus named as the sidebar names them. */
export function useTreeOptions(source: TreeSource | undefined, tenantId?: string): { options: TreeOption[]; isLoading: boolean } {
  const url = source ? treeOptionsUrl(source, tenantId) : null;
  const { data, isLoading } = useSWR<unknown>(url, { revalidateIfStale: false });
  const menuName = useMenuNameById(source === 'menu');
  const options = useMemo(() => flattenTree(source === 'menu' ? relabelTree(data, menuName) : data), [data, source, menuName]);
  return { options, isLoading };
}
