'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { lazyComponent } from '../lazy';
import type { ColumnSettingsProps } from './column-settings-dialog';

const ColumnSettingsDialog = lazyComponent(() => import('./column-settings-dialog').then((module) => module.ColumnSettingsDialog));

/** Show/hide and reorder the grid's columns; saved per user with the other column preferences. */
export function ColumnSettings(props: ColumnSettingsProps) {
  const t = useTranslations('crud');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={() => setOpen(true)} data-testid="toolbar-columns">{t('columns')}</Button>
      <ColumnSettingsDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
