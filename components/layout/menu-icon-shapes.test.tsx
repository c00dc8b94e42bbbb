import { renderToStaticMarkup } from 'react-dom/server';
import { MENU_ICON_SHAPES } from '@/lib/menu/menu-icon-shapes';
import { MENU_ICON_NAMES, menuIcon } from './menu-icons';
import { ShapedIcon } from './menu-icon-shapes';

/** What is inside an icon's <svg>: the drawing, without the class names and test ids around it. */
const drawing = (markup: string) => markup.match(/<svg[^>]*>([\s\S]*)<\/svg>/)?.[1];

describe('the menu icons’ shapes (lib/menu/menu-icon-shapes.ts, written by scripts/menu-icon-shapes.mjs)', () => {
  it('has every icon of the set, and nothing else', () => {
    expect(Object.keys(MENU_ICON_SHAPES).sort()).toEqual([...MENU_ICON_NAMES].sort());
  });

  it.each(MENU_ICON_NAMES)('draws %s exactly as the icon’s own component does', (name) => {
    const Icon = menuIcon(name);
    const own = drawing(renderToStaticMarkup(<Icon fontSize="small" />));
    expect(own).toBeTruthy();
    expect(drawing(renderToStaticMarkup(<ShapedIcon shapes={MENU_ICON_SHAPES[name]} fontSize="small" />))).toBe(own);
  });

  it('draws no element outside an icon’s vocabulary', () => {
    const markup = renderToStaticMarkup(
      <ShapedIcon
        shapes={[
          ['script', { children: 'alert(1)' }],
          ['path', { d: 'M0 0h24v24H0z' }],
        ]}
      />,
    );
    expect(drawing(markup)).toBe('<path d="M0 0h24v24H0z"></path>');
  });
});
