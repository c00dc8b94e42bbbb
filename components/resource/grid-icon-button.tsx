'use client';

import { forwardRef } from 'react';
import type { GridSlotProps } from '@mui/x-data-grid';

type Props = GridSlotProps['baseIconButton'] & { material?: unknown };

/**
 * The grid's icon buttons (row actions, the sort arrows, a row's "more" button) as plain buttons, looking like
 * MUI's small IconButton (`gridIconButtonStyles`). A page of rows holds dozens of them and every page, sort or
 * search click renders them again: each IconButton is three styled components and a ripple (bench/grid-
 * interaction.mjs). The grid's keyboard handling (roving focus in the actions cell) works on any focusable button.
 */
export const GridIconButton = forwardRef<HTMLButtonElement, Props>(function GridIconButton(props, ref) {
  // What MUI's IconButton takes and a <button> must not receive.
  const {
    material: _material,
    size: _size,
    edge: _edge,
    color: _color,
    label: _label,
    touchRippleRef: _ripple,
    className,
    children,
    ...button
  } = props;
  return (
    <button ref={ref} type="button" className={className ? `tp-icon-button ${className}` : 'tp-icon-button'} {...button}>
      {children}
    </button>
  );
});

/** The look of MUI's small IconButton, for `GridIconButton`; part of the grid's `sx`. */
export const gridIconButtonStyles = {
  '& .tp-icon-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: '0 0 auto',
    boxSizing: 'border-box',
    p: '5px',
    m: 0,
    border: 0,
    borderRadius: '50%',
    bgcolor: 'transparent',
    color: 'action.active',
    font: 'inherit',
    fontSize: '1.125rem',
    lineHeight: 1,
    cursor: 'pointer',
    outline: 0,
    transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1)',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus' },
    '&:disabled': { color: 'action.disabled', cursor: 'default', pointerEvents: 'none' },
  },
} as const;
