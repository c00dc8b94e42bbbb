'use client';

import { cloneElement, type ReactElement } from 'react';

type HintedProps = { 'aria-label'?: string; 'data-hint'?: string; 'data-hint-delay'?: number };

/**
 * A tooltip for its child, shown by the page's one hint layer (./hint-layer.tsx) on hover or keyboard focus.
 * It only marks the child: a MUI Tooltip per button renders itself again as it mounts and carries a Popper, which made
 * every page's hydration and every grid render longer for hints most of them never show (bench/page-speed.mjs: total blocking
 * time; bench/grid-interaction.mjs). Like MUI's Tooltip, a child without an accessible name is named by the hint.
 */
export function Hint({ title, enterDelay, children }: { title: string; enterDelay?: number; children: ReactElement<HintedProps> }) {
  if (!title) return children;
  return cloneElement(children, {
    'data-hint': title,
    ...(enterDelay === undefined ? {} : { 'data-hint-delay': enterDelay }),
    ...(children.props['aria-label'] ? {} : { 'aria-label': title }),
  });
}
