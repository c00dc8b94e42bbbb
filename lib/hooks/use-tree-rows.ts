'use client';

import { useCallback, useMemo, useState } from 'react';
import type { ResourceDef } from '../resources/define-resource';
import { request } from '../client/api';
import { visibleTreeRows, type TreeRow } from '../grid/tree-rows';

type Node = Record<string, unknown>;

/** Expand/collapse state of a tree list; lazy trees fetch a node's children the first time it opens. */
export function useTreeRows(resource: ResourceDef, roots: Node[]) {
  const rowKey = resource.rowKey ?? 'id';
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState<Map<string, Node[]>>(new Map());
  const [loading, setLoading] = useState<string | null>(null);

  const toggle = useCallback(
    async (row: TreeRow) => {
      const key = String(row[rowKey]);
      if (expanded.has(key)) {
        setExpanded((current) => new Set([...current].filter((item) => item !== key)));
        return;
      }
      const tree = resource.tree;
      if (tree?.lazy && !loaded.has(key)) {
        setLoading(key);
        try {
          const children = await request<Node[]>(`/api${resource.api}/${tree.lazyEndpoint ?? 'lazy-list'}`, {
            query: { [tree.lazyParam ?? 'parentId']: key },
          });
          setLoaded((current) => new Map(current).set(key, Array.isArray(children) ? children : []));
        } finally {
          setLoading(null);
        }
      }
      setExpanded((current) => new Set(current).add(key));
    },
    [expanded, loaded, resource, rowKey],
  );

  const rows = useMemo(
    () => (resource.tree ? visibleTreeRows(roots, expanded, rowKey, loaded) : null),
    [resource.tree, roots, expanded, rowKey, loaded],
  );
  /** After a write: lazily loaded levels may be stale. */
  const forgetLoaded = useCallback(() => setLoaded(new Map()), []);
  return { rows, toggle, loading, forgetLoaded };
}
