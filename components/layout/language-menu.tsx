'use client';

import { useLocale, useTranslations } from 'next-intl';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

export type LanguageMenuProps = { anchor: HTMLElement | null; onClose: () => void; onChoose: (locale: Locale) => void };

/** The languages to choose from (language-switch.tsx loads it after the first paint), each named in itself. */
export function LanguageMenu({ anchor, onClose, onChoose }: LanguageMenuProps) {
  const t = useTranslations('languages');
  const locale = useLocale();
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {LOCALES.map((option) => (
        <MenuItem key={option} selected={option === locale} onClick={() => onChoose(option)} lang={option}>
          {t(option)}
        </MenuItem>
      ))}
    </Menu>
  );
}
