'use client';

import { useEffect, useMemo, useState } from 'react';
import { useEventCallback } from '@mui/material/utils';
import type { ResourceDef } from '@/lib/resources/define-resource';
import { isListed } from '@/lib/resources/fields';
import {
  columnPrefsKey,
  NO_COLUMN_PREFS,
  orderedColumns,
  readColumnPrefs,
  writeColumnPrefs,
  type ColumnPrefs,
} from '@/lib/grid/column-prefs';
import { useSessionUser } from '../layout/session-user';

/** A list screen's column order, widths and hidden columns, kept per user, tenant and resource in localStorage. */
export function useColumnPrefs(resource: ResourceDef) {
  const user = useSessionUser();
  const prefsKey = columnPrefsKey(user?.userId ?? 'anonymous', user?.tenantId ?? '', resource.name);
  const [prefs, setPrefs] = useState<ColumnPrefs>(NO_COLUMN_PREFS);
  useEffect(() => setPrefs(readColumnPrefs(window.localStorage, prefsKey)), [prefsKey]);
  // The grid is memoised: what it is handed keeps its identity across the page's renders.
  const changePrefs = useEventCallback((next: ColumnPrefs) => {
    setPrefs(next);
    writeColumnPrefs(window.localStorage, prefsKey, next);
  });
  /** The listed columns in the user's order, for the column settings dialog. */
  const columns = useMemo(
    () =>
      orderedColumns(
        Object.entries(resource.fields)
          .filter(([, field]) => isListed(field))
          .map(([name]) => name),
        prefs.order,
      ),
    [resource, prefs.order],
  );
  return { prefs, changePrefs, columns };
}
