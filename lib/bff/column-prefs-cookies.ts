import 'server-only';
import { cookies } from 'next/headers';
import type { SessionData } from '../auth/session-data';
import type { ColumnPrefs } from '../grid/column-prefs';
import { columnPrefsOwner, decodeColumnPrefs, resourceOfCookie } from '../grid/column-prefs-cookie';

/**
 * The column preferences a list page's request carries (lib/grid/column-prefs-cookie.ts), by resource, for the page to
 * render its first HTML with them: each cookie is scoped to its screen's path, so only this screen's come. A foreign
 * (another account's) or malformed one is left out.
 */
export async function columnPrefsFromCookies(session: SessionData): Promise<Record<string, ColumnPrefs>> {
  const prefs: Record<string, ColumnPrefs> = {};
  if (!session.user) return prefs;
  const owner = columnPrefsOwner(session.user.userId, session.user.tenantId);
  for (const { name, value } of (await cookies()).getAll()) {
    const resource = resourceOfCookie(name);
    const decoded = resource ? decodeColumnPrefs(value, owner) : null;
    if (resource && decoded) prefs[resource] = decoded;
  }
  return prefs;
}
