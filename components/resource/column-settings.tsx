'use client';

import { memo, useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { lazyComponent } from '../lazy';
import type { ColumnSettingsProps } from './column-settings-dialog';

const ColumnSettingsDialog = lazyComponent(() => import('./column-settings-dialog').then((module) => module.ColumnSettingsDialog));

/**
 * Show/hide and reorder the grid's columns; saved per user with the other column preferences. Memoised, and the
 * dialog is mounted from its first opening on (it then keeps its closing animation): every list render paid for it.
 */
export const ColumnSettings = memo(function ColumnSettings(props: ColumnSettingsProps) {
  const t = useTranslations('crud');
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={() => (setUsed(true), setOpen(true))} data-testid="toolbar-columns">
        {t('columns')}
      </Button>
      {used && <ColumnSettingsDialog {...props} open={open} onClose={() => setOpen(false)} />}
    </>
  );
});
