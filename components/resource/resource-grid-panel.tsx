'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useErrorText } from '@/lib/hooks/use-error-text';
import { LazyAlert } from '../feedback/lazy-alert';
import { ResourceGrid } from './resource-grid';
import type { ResourcePageController } from './use-resource-page';

/** The list's grid, or why its rows could not be loaded with a retry. `selectable` adds the checkbox column. */
export function ResourceGridPanel({ page, selectable }: { page: ResourcePageController; selectable: boolean }) {
  const t = useTranslations('crud');
  const errorText = useErrorText();
  const { grid, permissions, columns } = page;
  if (grid.error) {
    return (
      <LazyAlert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={grid.retry}>
            {t('retry')}
          </Button>
        }
        data-testid="grid-error"
      >
        {errorText(grid.error) || t('loadFailed')}
      </LazyAlert>
    );
  }
  return (
    <Box sx={{ width: '100%', height: { xs: 480, md: 'calc(100dvh - 330px)' }, minHeight: 420 }}>
      <ResourceGrid
        resource={page.resource}
        rows={grid.rows}
        total={grid.total}
        loading={grid.loading}
        state={grid.state}
        onStateChange={grid.onStateChange}
        selection={grid.selection}
        onSelectionChange={grid.onSelectionChange}
        rowActions={permissions.allowed}
        manageable={permissions.manageable}
        workflow={permissions.workflow}
        selectable={selectable}
        onRowAction={grid.onRowAction}
        prefs={columns.prefs}
        onPrefsChange={columns.changePrefs}
        tree={grid.tree}
      />
    </Box>
  );
}
