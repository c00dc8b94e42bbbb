'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';

export type TopMenu = { id: string; code: string; name: string; source: string };

/** Keeps only well-formed entries: this list comes from the gateway. */
export function readTopMenus(data: unknown): TopMenu[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(
      (row): row is Record<string, unknown> =>
        !!row && typeof row === 'object' && (typeof row.id === 'string' || typeof row.id === 'number'),
    )
    .map((row) => ({ id: String(row.id), code: String(row.code ?? ''), name: String(row.name ?? ''), source: String(row.source ?? '') }));
}

const storageKey = (userKey: string) => `tradeport-top-menu:${userKey}`;

/**
 * The tenant's top menus (GET /blade-system/menu/top-menu) and the one the user picked, remembered
 * per user; null means the whole menu. A remembered top menu that no longer exists is dropped.
 */
export function useTopMenus(userKey: string) {
  const { data } = useSWR<unknown>('/api/blade-system/menu/top-menu');
  const menus = readTopMenus(data);
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    try {
      setSelected(window.localStorage.getItem(storageKey(userKey)));
    } catch {
      setSelected(null);
    }
  }, [userKey]);

  const select = (id: string | null) => {
    setSelected(id);
    try {
      if (id) window.localStorage.setItem(storageKey(userKey), id);
      else window.localStorage.removeItem(storageKey(userKey));
    } catch {
      // Not remembered; the choice still applies to this page.
    }
  };

  const known = data !== undefined ? menus.some((menu) => menu.id === selected) : true;
  return { menus, selected: known ? selected : null, select };
}
