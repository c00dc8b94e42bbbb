import 'server-only';
import { notFound } from 'next/navigation';
import { readSession } from '../session';
import { menuPathsOf } from './menu-paths';
import { userMenus } from './user-menus';

/** A page waits at most this long for the menu; past it the screen opens and Blade refuses what the user may not read. */
const MENU_TIMEOUT_MS = 1_500;

/**
 * Whether the signed-in user's menu has one of these routes (docs/spec.md §2: the routes come from the user's menu, any other path is
 * unknown). True when the menu cannot be read: the check then falls to Blade, which refuses the screen's data.
 */
export async function inUserMenu(...paths: string[]): Promise<boolean> {
  const session = await readSession();
  if (!session.accessToken || !session.user) return true;
  const menus = await userMenus(session.accessToken, session.user.tenantId, AbortSignal.timeout(MENU_TIMEOUT_MS)).catch(() => null);
  if (!menus) return true;
  const granted = menuPathsOf(menus);
  return paths.some((path) => granted.has(path));
}

/** For a screen of the menu: /404 when the user's menu has none of its routes. */
export async function requireMenuRoute(...paths: string[]): Promise<void> {
  if (!(await inUserMenu(...paths))) notFound();
}
