'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useResourceText } from '@/lib/hooks/use-resource-text';
import type { ResourcePageController } from './use-resource-page';
import { ExportButton } from './export-button';
import { ImportButton } from './import-button';
import { ColumnSettings } from './column-settings';

/**
 * The buttons above a list: add, batch delete, the bulk row actions, the screen's own buttons (`children`), import,
 * export, column settings and refresh. A button every resource gets goes here, beside export; one a single screen adds goes
 * in that screen's `extras.toolbar`.
 */
export function ResourceToolbar({ page, children }: { page: ResourcePageController; children?: ReactNode }) {
  const t = useTranslations('crud');
  const {
    resource,
    permissions: { allowed, bulkActions },
    columns,
  } = page;
  const text = useResourceText(resource);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {allowed.add && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => page.dialogs.open('add', null)} data-testid="toolbar-add">
          {t('add')}
        </Button>
      )}
      {allowed.delete && (
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteIcon />}
          onClick={() => page.remove(page.selectedIds)}
          data-testid="toolbar-batch-delete"
        >
          {t('batchDelete')}
        </Button>
      )}
      {bulkActions.map((action) => (
        <Button key={action.name} variant="outlined" onClick={() => page.runBulk(action)} data-testid={`toolbar-action-${action.name}`}>
          {page.actions.label(action)}
        </Button>
      ))}
      {children}
      <ImportButton resource={resource} onImported={page.reload} />
      <ExportButton resource={resource} state={page.query} hidden={columns.prefs.hidden} />
      <ColumnSettings columns={columns.columns} label={text.label} prefs={columns.prefs} onChange={columns.changePrefs} />
      <Button startIcon={<RefreshIcon />} onClick={() => page.reload()}>
        {t('refresh')}
      </Button>
      {page.selectedIds.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('selected', { count: page.selectedIds.length })}
        </Typography>
      )}
    </Stack>
  );
}
