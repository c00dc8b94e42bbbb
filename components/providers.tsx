'use client';

import { useEffect, type ReactNode } from 'react';
import { useLocale, useTimeZone } from 'next-intl';
import { SWRConfig } from 'swr';
import type { ThemeName } from '@/lib/theme/themes';
import { ThemeSettingsProvider } from './layout/theme-settings';
import { ErrorLogProvider } from './feedback/error-log-provider';
import { swrFetcher } from '@/lib/client/api';
import type { DictMessages } from '@/lib/i18n/dict-label';
import { SeededDictLabelsContext } from '@/lib/hooks/use-dict-label';
import type { BladeCatalogue } from '@/lib/i18n/blade-message';
import { SeededBladeMessagesContext } from '@/lib/hooks/use-blade-message';
import { SeededButtonNamesContext } from '@/lib/hooks/use-button-name';
import type { ButtonNames } from '@/lib/i18n/button-name';
import { warmNumberFormat } from '@/lib/client/warm-intl';
import { setPlatformTimeZone } from '@/lib/i18n/platform-time';
import { keepFocusThroughBusy } from '@/lib/client/keep-focus-through-busy';

/**
 * Client-side providers every page needs (the shell adds toasts and confirmations for its screens).
 * `seededDictLabels`: zh.json's dictionary labels, on English pages only (see useDictLabel).
 * `seededBladeMessages`: zh.json's catalogue of Blade's messages, on English pages only (see useBladeMessage).
 * `seededButtonNames`: zh.json's seeded menu button names, on English pages only (see useButtonName).
 */
export function Providers({
  theme,
  accent,
  seededDictLabels,
  seededBladeMessages,
  seededButtonNames,
  children,
}: {
  theme: ThemeName;
  accent: string;
  seededDictLabels: DictMessages | null;
  seededBladeMessages: BladeCatalogue | null;
  seededButtonNames: ButtonNames | null;
  children: ReactNode;
}) {
  const locale = useLocale();
  // The server's PLATFORM_TIME_ZONE reaches the browser through next-intl (lib/i18n/request.ts); the error log, file
  // names and Blade time parsing read it from lib/i18n/platform-time.ts. Set during render, before any child reads it.
  setPlatformTimeZone(useTimeZone() ?? '');
  useEffect(() => warmNumberFormat(locale), [locale]);
  // A button that disables itself while it works gets the keyboard focus back when it is enabled again.
  useEffect(() => keepFocusThroughBusy(document), []);
  return (
    <ThemeSettingsProvider initialTheme={theme} initialAccent={accent}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 }}>
        <SeededDictLabelsContext.Provider value={seededDictLabels}>
          <SeededBladeMessagesContext.Provider value={seededBladeMessages}>
            <SeededButtonNamesContext.Provider value={seededButtonNames}>
              <ErrorLogProvider>{children}</ErrorLogProvider>
            </SeededButtonNamesContext.Provider>
          </SeededBladeMessagesContext.Provider>
        </SeededDictLabelsContext.Provider>
      </SWRConfig>
    </ThemeSettingsProvider>
  );
}
