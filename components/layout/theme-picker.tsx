'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import { Hint } from '../feedback/hint';
import PaletteIcon from '@mui/icons-material/Palette';
import { lazyComponent } from '../lazy';

const ThemePickerPanel = lazyComponent(() => import('./theme-picker-panel').then((module) => module.ThemePickerPanel));

/** The theme picker (11 themes) and the accent colour picker, both remembered. */
export function ThemePicker() {
  const t = useTranslations('themes');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Hint title={t('title')}>
        <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('title')} data-testid="theme-picker">
          <PaletteIcon />
        </IconButton>
      </Hint>
      <ThemePickerPanel anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
