/** One element of an icon's SVG (a path, a circle…) with React's attribute names: what a page needs to draw it. */
export type IconShape = [tag: string, attributes: Record<string, string>];
