'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ThemeName } from '@/lib/theme/themes';
import { ThemeSettingsProvider } from './layout/theme-settings';
import { ErrorLogProvider } from './feedback/error-log-provider';
import { swrFetcher } from '@/lib/client/api';
import type { DictMessages } from '@/lib/i18n/dict-label';
import { SeededDictLabelsContext } from '@/lib/hooks/use-dict-label';

/**
 * Client-side providers every page needs (the shell adds toasts and confirmations for its screens).
 * `seededDictLabels`: zh.json's dictionary labels, on English pages only (see useDictLabel).
 */
export function Providers({ theme, accent, seededDictLabels, children }: { theme: ThemeName; accent: string; seededDictLabels: DictMessages | null; children: ReactNode }) {
  return (
    <ThemeSettingsProvider initialTheme={theme} initialAccent={accent}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 }}>
        <SeededDictLabelsContext.Provider value={seededDictLabels}>
          <ErrorLogProvider>{children}</ErrorLogProvider>
        </SeededDictLabelsContext.Provider>
      </SWRConfig>
    </ThemeSettingsProvider>
  );
}
