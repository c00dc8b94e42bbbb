'use client';

import { useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResourceDef } from '@/lib/resources/define-resource';
import type { FirstPage } from '@/lib/grid/list-key';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import { ResourceSearchForm } from './resource-search-form';
import { ResourceToolbar } from './resource-toolbar';
import { ResourceGridPanel } from './resource-grid-panel';
import { ResourceDialogs } from './resource-dialogs';
import { useResourcePage } from './use-resource-page';
import { SavedViews } from '../views/saved-views';

/** What a screen built on the generic one adds (users, roles, tenants…); every part optional. */
export type ResourcePageExtras = {
  /** Toolbar buttons acting on the selected rows (a grant dialog, a reset); they gate themselves by button code. */
  toolbar?: (context: { selected: Record<string, unknown>[]; reload: () => Promise<void> }) => ReactNode;
  /** A panel beside the grid, above it on narrow screens (the users' department tree). */
  aside?: ReactNode;
};

/**
 * The generic list screen of any registered resource (docs/spec.md §2): search, createTime range, the grid,
 * add / edit / view dialogs, delete and batch delete, export; every button gated by permission codes.
 * The state lives in `useResourcePage`; this renders its parts.
 */
export function ResourcePage({
  resource,
  extras = {},
  firstPage,
}: {
  resource: ResourceDef;
  extras?: ResourcePageExtras;
  /** The list's rows the server read while rendering (components/resource/first-rows-boundary.tsx). */
  firstPage?: FirstPage | null;
}) {
  const page = useResourcePage(resource, firstPage);
  const text = useResourceText(resource);
  const { allowed, bulkActions } = page.permissions;
  const { prefs, changePrefs, columns } = page.columns;
  // One element while the columns and their preferences stay: the search form around it is memoised.
  const savedViews = useMemo(
    () => <SavedViews resource={resource} setState={page.grid.onStateChange} prefs={prefs} onPrefsChange={changePrefs} columns={columns} />,
    [resource, page.grid.onStateChange, prefs, changePrefs, columns],
  );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h1">
        {text.name()}
      </Typography>
      <ResourceSearchForm resource={resource} filters={page.query.filters} onSearch={page.search} actions={savedViews} />
      <Paper sx={{ p: 1.5, minWidth: 0 }}>
        <ResourceToolbar page={page}>{extras.toolbar?.({ selected: page.selectedRows, reload: page.reload })}</ResourceToolbar>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ minWidth: 0 }}>
          {extras.aside}
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <ResourceGridPanel page={page} selectable={allowed.delete || bulkActions.length > 0 || !!extras.toolbar} />
          </Box>
        </Stack>
      </Paper>
      <ResourceDialogs page={page} />
    </Stack>
  );
}
