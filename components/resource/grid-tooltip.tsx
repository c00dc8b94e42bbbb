'use client';

import type { GridSlotProps } from '@mui/x-data-grid';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';
import { Hint } from '../feedback/hint';

type Props = GridSlotProps['baseTooltip'] & { material?: Partial<TooltipProps> };

/**
 * The grid's tooltips (each header's title and sort button) as hints of the page's one tooltip: two Poppers per
 * column, rendered with every header render and rendering themselves again on mount (bench/grid-interaction.mjs).
 * A title that is not plain text keeps MUI's Tooltip.
 */
export function GridTooltip({ material, title, enterDelay, children, ...rest }: Props) {
  if (typeof title === 'string')
    return (
      <Hint title={title} enterDelay={enterDelay}>
        {children}
      </Hint>
    );
  return (
    <Tooltip title={title} enterDelay={enterDelay} {...rest} {...material}>
      {children}
    </Tooltip>
  );
}
