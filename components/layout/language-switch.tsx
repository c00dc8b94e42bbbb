'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import IconButton from '@mui/material/IconButton';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Locale } from '@/lib/i18n/locales';
import { postJson } from '@/lib/client/api';
import { lazyComponent } from '../lazy';
import type { LanguageMenuProps } from './language-menu';

// Closed at first paint: the list and MUI's Menu load after hydration, outside first-load JS (bench/app-pages.mjs).
const LanguageMenu = lazyComponent<LanguageMenuProps>(() => import('./language-menu').then((module) => module.LanguageMenu));

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
      <IconButton
        color={color}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('shell.language')}
        title={t('shell.language')}
        data-testid="language-switch"
      >
        <TranslateIcon />
      </IconButton>
      <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} onChoose={choose} />
    </>
  );
}
