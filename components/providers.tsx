'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ThemeName } from '@/lib/theme/themes';
import { ThemeSettingsProvider } from './layout/theme-settings';
import { ErrorLogProvider } from './feedback/error-log-provider';
import { swrFetcher } from '@/lib/client/api';

/** Client-side providers every page needs (the shell adds toasts and confirmations for its screens). */
export function Providers({ theme, accent, children }: { theme: ThemeName; accent: string; children: ReactNode }) {
  return (
    <ThemeSettingsProvider initialTheme={theme} initialAccent={accent}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 }}>
        <ErrorLogProvider>{children}</ErrorLogProvider>
      </SWRConfig>
    </ThemeSettingsProvider>
  );
}
