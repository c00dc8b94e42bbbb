'use client';

import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { readBladeMenus } from '../menu/read-menus';
import { menuCodesById } from '../menu/menu-names';
import { useButtonName } from './use-button-name';

/**
 * A menu's name by its id, with the sidebar's rule (useMenuLabel): the `menu.<code>` message when there is one,
 * Blade's stored name otherwise. Blade's trees (menu/tree, grant-tree, lazy-menu-list) carry ids, not codes: the
 * codes come from the user's own menu (menu/routes, already cached for the sidebar). A node that menu does not
 * name is a button (the grant tree holds both), named by useButtonName. `enabled: false` reads nothing.
 */
export function useMenuNameById(enabled = true): (id: string, name: string) => string {
  const t = useTranslations('menu');
  const { data } = useSWR<unknown>(enabled ? '/api/blade-system/menu/routes' : null, { revalidateIfStale: false });
  const codes = useMemo(() => menuCodesById(readBladeMenus(data)), [data]);
  const buttonName = useButtonName();
  return useCallback(
    (id: string, name: string) => {
      const code = codes.get(id);
      return code && t.has(code) ? t(code) : buttonName(name);
    },
    [codes, t, buttonName],
  );
}
