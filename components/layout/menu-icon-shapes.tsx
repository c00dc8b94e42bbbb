'use client';

import { createContext, createElement, useContext, type ReactNode } from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { IconShape } from '@/lib/menu/icon-shape';

const ShapesContext = createContext<Record<string, IconShape[]>>({});

/** What an icon's SVG may hold: anything else in the data is not drawn. */
const SVG_TAGS = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line', 'g']);

/** Geometry and paint only: no handler, no markup. */
const drawable = (attributes: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attributes).filter(([name]) => /^[a-zA-Z][a-zA-Z:]*$/.test(name) && !/^(on|dangerously|children$)/i.test(name)),
  );

/** The shapes of the menu's icons, read by the server for the page (lib/menu/icon-shapes-for.ts). */
export function MenuIconShapes({ value, children }: { value: Record<string, IconShape[]>; children: ReactNode }) {
  return <ShapesContext.Provider value={value}>{children}</ShapesContext.Provider>;
}

/** The shapes of a named icon when the page has them. */
export function useIconShapes(name: string): IconShape[] | undefined {
  const shapes = useContext(ShapesContext);
  return Object.hasOwn(shapes, name) ? shapes[name] : undefined;
}

/** The icon drawn from its shapes: the same SVG the icon's own component draws. */
export function ShapedIcon({ shapes, ...props }: SvgIconProps & { shapes: IconShape[] }) {
  return (
    <SvgIcon {...props}>
      {shapes.map(([tag, attributes], index) => (SVG_TAGS.has(tag) ? createElement(tag, { key: index, ...drawable(attributes) }) : null))}
    </SvgIcon>
  );
}
