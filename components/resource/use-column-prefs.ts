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
import { columnPrefsCookie, columnPrefsOwner, encodeColumnPrefs } from '@/lib/grid/column-prefs-cookie';
import { useSessionUser } from '../layout/session-user';
import { useServerColumnPrefs } from './column-prefs-context';

/**
 * What this tab changed since its page came from the server, by localStorage key: a screen opened again by a client-side
 * navigation may be rendered from a payload the router kept, with the cookie's preferences of back then. Only written
 * in the browser (an event or an effect), so a server render never sees it.
 */
const changedHere = new Map<string, ColumnPrefs>();

const changesAnything = (prefs: ColumnPrefs) =>
  !!prefs.order?.length || Object.keys(prefs.widths).length > 0 || Object.values(prefs.hidden).includes(false);

/**
 * A list screen's column order, widths and hidden columns, kept per user, tenant and resource in a cookie on the
 * screen's path (where the page is), which the server reads to render the first HTML with them (lib/grid/column-prefs-cookie.ts), and in
 * localStorage as before. Preferences stored only in localStorage (before the cookie, or too large for it) apply after
 * hydration and are copied into the cookie then, so from the next visit on they are in the HTML.
 */
export function useColumnPrefs(resource: ResourceDef) {
  const user = useSessionUser();
  const prefsKey = columnPrefsKey(user?.userId ?? 'anonymous', user?.tenantId ?? '', resource.name);
  const fromServer = useServerColumnPrefs(resource.name);
  const [prefs, setPrefs] = useState<ColumnPrefs>(() => changedHere.get(prefsKey) ?? fromServer ?? NO_COLUMN_PREFS);
  const keep = useEventCallback((next: ColumnPrefs) => {
    if (!user) return;
    const value = encodeColumnPrefs(next, columnPrefsOwner(user.userId, user.tenantId));
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server reads; no store API needed here.
    document.cookie = columnPrefsCookie(resource.name, value, window.location.pathname);
  });
  useEffect(() => {
    if (fromServer || changedHere.has(prefsKey)) return;
    const stored = readColumnPrefs(window.localStorage, prefsKey);
    if (!changesAnything(stored)) return;
    changedHere.set(prefsKey, stored);
    setPrefs(stored);
    keep(stored);
  }, [prefsKey, fromServer, keep]);
  // The grid is memoised: what it is handed keeps its identity across the page's renders.
  const changePrefs = useEventCallback((next: ColumnPrefs) => {
    changedHere.set(prefsKey, next);
    setPrefs(next);
    writeColumnPrefs(window.localStorage, prefsKey, next);
    keep(next);
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
