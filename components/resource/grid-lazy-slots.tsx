'use client';

import type { ComponentType } from 'react';
import { lazyComponent } from '../lazy';

/**
 * Stand-ins for the MUI components the DataGrid's material slots import but a list page does not draw at first paint:
 * the Autocomplete of its "is any of" filter inputs, and the Tabs, Tab and ToggleButton of slots only the commercial
 * grids use. lib/build/grid-slots-loader.cjs points the grid's imports here, so their code (~15 KB gzip) loads when
 * one of them first renders instead of with every list page (bench/app-pages.mjs: first-load JS budget).
 */
type AnyProps = Record<string, unknown>;
const lazyDefault = (load: () => Promise<{ default: unknown }>) =>
  lazyComponent<AnyProps>(() => load().then((module) => module.default as ComponentType<AnyProps>));

export const GridAutocomplete = lazyDefault(() => import('@mui/material/Autocomplete'));
export const GridTabs = lazyDefault(() => import('@mui/material/Tabs'));
export const GridTab = lazyDefault(() => import('@mui/material/Tab'));
export const GridToggleButton = lazyDefault(() => import('@mui/material/ToggleButton'));
