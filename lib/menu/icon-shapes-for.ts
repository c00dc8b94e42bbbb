import 'server-only';
import type { IconShape } from './icon-shape';
import { MENU_ICON_SHAPES } from './menu-icon-shapes';

/**
 * The shapes of the named icons (unknown names are left out: they show the default icon anyway), for the page: only the
 * user's own menu's icons travel, not the whole set (components/layout/menu-icon.tsx draws them).
 */
export function iconShapesFor(names: Iterable<string>): Record<string, IconShape[]> {
  const shapes: Record<string, IconShape[]> = {};
  for (const name of names) if (Object.hasOwn(MENU_ICON_SHAPES, name)) shapes[name] = MENU_ICON_SHAPES[name];
  return shapes;
}
