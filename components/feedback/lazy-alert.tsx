'use client';

import type { AlertProps } from '@mui/material/Alert';
import { lazyComponent } from '../lazy';

/**
 * MUI's Alert, loaded the first time a page shows one: the shell's and the grids' error states are rare, and grid
 * pages sit at their first-load budget (bench/app-pages.mjs: ≤ 420 KB), which the Alert and its icons would otherwise take from.
 */
export const LazyAlert = lazyComponent<AlertProps>(() => import('@mui/material/Alert').then((module) => module.default));
