'use client';

import Box from '@mui/material/Box';
import { lazyComponent } from '../lazy';
import type { TreeFilterPanelProps } from './tree-filter-panel';

/** The panel's own frame (a column beside the grid from md up, a folded bar below it) while its code loads: nothing moves. */
function PanelFrame() {
  return (
    <Box
      sx={{
        width: { xs: '100%', md: 240 },
        flexShrink: 0,
        minHeight: { xs: 38, md: 420 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    />
  );
}

/**
 * The tree beside a grid (departments, menus), loaded just after the first paint: it is the only tree code on those
 * pages, and grid pages keep to their first-load budget (bench/app-pages.mjs: ≤ 420 KB).
 */
export const LazyTreeFilterPanel = lazyComponent<TreeFilterPanelProps>(
  () => import('./tree-filter-panel').then((module) => module.TreeFilterPanel),
  PanelFrame,
);
