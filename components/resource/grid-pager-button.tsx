'use client';

import { forwardRef } from 'react';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';

/**
 * The grid footer's previous / next page buttons with their name as a hint of the page's one tooltip
 * (../feedback/hint-layer.tsx). MUI's own carry a Tooltip each: the one under the pointer re-positioned its Popper on
 * every render of the footer, that is on every page click (bench/grid-interaction.mjs).
 */
export const GridPagerButton = forwardRef<HTMLButtonElement, IconButtonProps & { title?: string }>(function GridPagerButton(
  { title, ...button },
  ref,
) {
  return (
    <Hint title={title ?? ''}>
      <IconButton ref={ref} {...button} />
    </Hint>
  );
});
