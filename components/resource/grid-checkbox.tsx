'use client';

import { forwardRef, useCallback, useLayoutEffect, useRef } from 'react';
import type { Theme } from '@mui/material/styles';
import type { GridSlotProps } from '@mui/x-data-grid';

type Props = GridSlotProps['baseCheckbox'] & { material?: unknown; rowId?: unknown };

/**
 * The grid's selection checkboxes (each row's and the header's) as the browser's own, in the theme's colour.
 * MUI's Checkbox is five styled components and a ripple per row, rendered again on every page, sort or search click
 * (bench/grid-interaction.mjs). The root is a span holding the input, as MUI's is: the grid focuses the cell's
 * checkbox by looking for the input inside the element it holds.
 */
export const GridCheckbox = forwardRef<HTMLSpanElement, Props>(function GridCheckbox(props, ref) {
  const {
    checked,
    indeterminate,
    disabled,
    onChange,
    inputRef,
    slotProps,
    tabIndex,
    autoFocus,
    name,
    id,
    label,
    className,
    style,
    // What MUI's Checkbox takes and the span must not receive.
    material: _material,
    rowId: _rowId,
    density: _density,
    size: _size,
    fullWidth: _fullWidth,
    touchRippleRef: _ripple,
    ...root
  } = props;
  const input = useRef<HTMLInputElement | null>(null);
  const htmlInput = slotProps?.htmlInput as
    | (React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> })
    | undefined;
  const externalRef = inputRef ?? htmlInput?.ref;
  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof externalRef === 'function') externalRef(element);
      else if (externalRef) (externalRef as React.RefObject<HTMLInputElement | null>).current = element;
    },
    [externalRef],
  );
  // `indeterminate` is a DOM property only (no attribute).
  useLayoutEffect(() => {
    if (input.current) input.current.indeterminate = !!indeterminate;
  }, [indeterminate]);

  const box = (
    <span ref={ref} className={className ? `tp-checkbox ${className}` : 'tp-checkbox'} style={style} {...root}>
      <input
        {...htmlInput}
        ref={setInput}
        type="checkbox"
        id={id}
        name={name ?? htmlInput?.name}
        checked={!!checked}
        disabled={disabled}
        onChange={onChange}
        tabIndex={tabIndex}
        // biome-ignore lint/a11y/noAutofocus: passed on from MUI's grid, which focuses the cell's checkbox on keyboard navigation
        autoFocus={autoFocus}
        data-indeterminate={indeterminate ? 'true' : 'false'}
      />
    </span>
  );
  return label ? (
    // biome-ignore lint/a11y/noLabelWithoutControl: the input is inside `box`
    <label className="tp-checkbox-label">
      {box}
      {label}
    </label>
  ) : (
    box
  );
});

/** The checkboxes' look (MUI's size, the theme's primary colour); part of the grid's `sx`. */
export const gridCheckboxStyles = {
  '& .tp-checkbox': { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', p: '9px', lineHeight: 0 },
  '& .tp-checkbox input': {
    width: 18,
    height: 18,
    m: 0,
    cursor: 'pointer',
    accentColor: (theme: Theme) => theme.palette.primary.main,
    // The dark theme's unchecked box is drawn dark too.
    colorScheme: (theme: Theme) => theme.palette.mode,
  },
  '& .tp-checkbox input:disabled': { cursor: 'default' },
  '& .tp-checkbox-label': { display: 'inline-flex', alignItems: 'center', cursor: 'pointer' },
} as const;
