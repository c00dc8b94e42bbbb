'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { postJson } from '@/lib/client/api';

/** zh / en switch: stored in a cookie by /bff/locale, then the server re-renders (title included). */
export function LanguageSwitch({ color = 'inherit' }: { color?: 'inherit' | 'default' | 'primary' }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = async (next: Locale) => {
    setAnchor(null);
    if (next === locale) return;
    await postJson('/bff/locale', { locale: next });
    router.refresh();
  };

  return (
    <>
      {/* A native title, not MUI's Tooltip: this switch is on the sign-in page, which stays light. */}
      <IconButton color={color} onClick={(event) => setAnchor(event.currentTarget)} aria-label={t('shell.language')} title={t('shell.language')} data-testid="language-switch">
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {LOCALES.map((option) => (
          <MenuItem key={option} selected={option === locale} onClick={() => choose(option)} lang={option}>
            {t(`languages.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
