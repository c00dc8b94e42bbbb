import type { ColumnPrefs } from './column-prefs';

/**
 * A list screen's column preferences as a cookie, so that the server renders the first HTML with them (the columns in
 * the user's order, hidden ones left out, dragged widths) and nothing moves once the page hydrates. One cookie per
 * resource, scoped to its screen's path, so that no other request carries it. Small on purpose: only what differs from
 * the definition (hidden columns, dragged widths) plus the order, in a plain text form, never more than
 * MAX_COLUMN_PREFS_COOKIE characters (larger preferences stay in localStorage only and apply after hydration).
 *
 * Value: `1~<owner>~<order>~<hidden>~<widths>`, lists joined by `!`, a width as `field*px`. The owner is a short hash
 * of the tenant and user, so that a browser shared by two accounts does not show one the other's layout; anything
 * malformed, of another owner or another version reads as no preferences.
 */

export const COLUMN_PREFS_COOKIE_PREFIX = 'tp-cols-';
export const MAX_COLUMN_PREFS_COOKIE = 1_000;
const VERSION = '1';
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const RESOURCE = /^[A-Za-z0-9_]{1,64}$/;

export const columnPrefsCookieName = (resource: string) => `${COLUMN_PREFS_COOKIE_PREFIX}${resource}`;

/** The resource a cookie name is for, or null when it is not a column preferences cookie. */
export function resourceOfCookie(name: string): string | null {
  if (!name.startsWith(COLUMN_PREFS_COOKIE_PREFIX)) return null;
  const resource = name.slice(COLUMN_PREFS_COOKIE_PREFIX.length);
  return RESOURCE.test(resource) ? resource : null;
}

/** FNV-1a of the tenant and user, base 36: tells accounts apart, reveals nothing worth hiding. */
export function columnPrefsOwner(userId: string, tenantId: string): string {
  let hash = 0x811c9dc5;
  for (const char of `${tenantId}:${userId}`) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The cookie's value, or null when there is nothing to keep or it would be too large (or a name cannot be written). */
export function encodeColumnPrefs(prefs: ColumnPrefs, owner: string): string | null {
  const order = prefs.order ?? [];
  const hidden = Object.entries(prefs.hidden)
    .filter(([, shown]) => shown === false)
    .map(([field]) => field);
  const widths = Object.entries(prefs.widths).map(([field, width]) => [field, Math.round(width)] as const);
  if (!order.length && !hidden.length && !widths.length) return null;
  if (![...order, ...hidden, ...widths.map(([field]) => field)].every((field) => FIELD.test(field))) return null;
  const value = [VERSION, owner, order.join('!'), hidden.join('!'), widths.map(([field, width]) => `${field}*${width}`).join('!')].join(
    '~',
  );
  return value.length <= MAX_COLUMN_PREFS_COOKIE ? value : null;
}

/** The preferences a cookie holds for this owner; null for a missing, malformed, oversized or foreign one. */
export function decodeColumnPrefs(value: string | undefined, owner: string): ColumnPrefs | null {
  if (!value || value.length > MAX_COLUMN_PREFS_COOKIE) return null;
  const parts = value.split('~');
  if (parts.length !== 5 || parts[0] !== VERSION || parts[1] !== owner) return null;
  const list = (part: string) => (part ? part.split('!') : []);
  const order = list(parts[2]);
  const hidden = list(parts[3]);
  const widths: [string, number][] = [];
  for (const item of list(parts[4])) {
    const [field, px, ...rest] = item.split('*');
    const width = Number(px);
    if (rest.length || !/^\d+$/.test(px ?? '') || width < 40 || width > 2000) return null;
    widths.push([field, width]);
  }
  if (![...order, ...hidden, ...widths.map(([field]) => field)].every((field) => FIELD.test(field))) return null;
  return {
    hidden: Object.fromEntries(hidden.map((field) => [field, false])),
    widths: Object.fromEntries(widths),
    ...(order.length ? { order } : {}),
  };
}

/** The `document.cookie` assignment that keeps (or, for null, removes) a resource's preferences on its screen's path. */
export function columnPrefsCookie(resource: string, value: string | null, path: string): string {
  const name = columnPrefsCookieName(resource);
  return value === null
    ? `${name}=; Path=${path}; Max-Age=0; SameSite=Lax`
    : `${name}=${value}; Path=${path}; Max-Age=31536000; SameSite=Lax`;
}
