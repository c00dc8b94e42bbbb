import type { BladeMenu } from './nav-item';

/**
 * Reads Blade's `menu/routes` payload tolerantly (ids and numbers may come as strings, missing
 * fields as ""). Hand-written rather than zod: it runs in every page of the shell, and the schema
 * library would double the sidebar's JavaScript. Anything that is not a menu is dropped.
 */
export function readBladeMenus(data: unknown): BladeMenu[] | null {
  if (!Array.isArray(data)) return null;
  return data.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const raw = item as Record<string, unknown>;
    if (raw.id === undefined || raw.id === null || raw.id === '') return [];
    const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
    const roles = (raw.meta as { roles?: unknown } | undefined)?.roles;
    const isOpen = Number(raw.isOpen);
    return [
      {
        id: text(raw.id),
        code: text(raw.code),
        name: text(raw.name),
        path: text(raw.path),
        source: text(raw.source),
        isOpen: Number.isFinite(isOpen) ? isOpen : 1,
        ...(Array.isArray(roles) ? { meta: { roles: roles.map(String) } } : {}),
        ...(Array.isArray(raw.children) ? { children: readBladeMenus(raw.children) ?? [] } : {}),
      },
    ];
  });
}

/**
 * The same menu as the browser reads it. The page's first data holds the menu already read (lib/menu/user-menus.ts)
 * and SWR's check of it brings Blade's raw tree: compared as they stood, an unchanged menu counted as new and the
 * sidebar and the home shortcuts rendered again on every page load (bench/page-speed.mjs: TBT).
 */
export function sameMenus(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const left = readBladeMenus(a);
  const right = readBladeMenus(b);
  return left !== null && right !== null && JSON.stringify(left) === JSON.stringify(right);
}
