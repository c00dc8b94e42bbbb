#!/usr/bin/env node
/**
 * Writes lib/menu/menu-icon-shapes.ts: the SVG elements of each icon of components/layout/menu-icons.tsx, as data the
 * server can put into a page for the icons of the user's menu (lib/menu/icon-shapes-for.ts), so the sidebar draws its
 * named icons in the first HTML without loading the icon set's code. Run it after changing the icon set:
 * `node scripts/menu-icon-shapes.mjs`; components/layout/menu-icon-shapes.test.tsx fails until then.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const require = createRequire(path.join(root, 'package.json'));
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');

const source = fs.readFileSync(path.join(root, 'components/layout/menu-icons.tsx'), 'utf8');
const modules = Object.fromEntries(
  [...source.matchAll(/^import (\w+) from '(@mui\/icons-material\/\w+)';$/gm)].map(([, local, from]) => [local, from]),
);
const names = [...source.matchAll(/^ {2}(\w+): (\w+),$/gm)].map(([, name, local]) => [name, modules[local]]);
if (names.length === 0 || names.some(([, from]) => !from)) throw new Error('menu-icons.tsx no longer reads as expected');

const camel = (attribute) => attribute.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** The elements inside an icon's <svg>, as [tag, attributes] with React's attribute names. */
export function shapesOf(markup) {
  const inner = markup.match(/<svg[^>]*>([\s\S]*)<\/svg>/)?.[1] ?? '';
  return [...inner.matchAll(/<(\w+)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].map(([, tag, attributes]) => [
    tag,
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [camel(name), value])),
  ]);
}

const shapes = Object.fromEntries(
  names.map(([name, from]) => [name, shapesOf(renderToStaticMarkup(createElement(require(from).default)))]),
);
const file = `// Written by scripts/menu-icon-shapes.mjs from components/layout/menu-icons.tsx: do not edit, run the script.
import type { IconShape } from './icon-shape';

export const MENU_ICON_SHAPES: Record<string, IconShape[]> = ${JSON.stringify(shapes, null, 2)};
`;
fs.writeFileSync(path.join(root, 'lib/menu/menu-icon-shapes.ts'), file);
console.log(`lib/menu/menu-icon-shapes.ts: ${names.length} icons`);
