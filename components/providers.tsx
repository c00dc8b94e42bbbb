'use client';

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ThemeName } from '@/lib/theme/themes';
import { ThemeSettingsProvider } from './layout/theme-settings';
import { NotifierProvider } from './feedback/notifier';
import { ConfirmProvider } from './feedback/confirm';
import { ErrorLogProvider } from './feedback/error-log';
import { swrFetcher } from '@/lib/client/api';

/** Client-side providers shared by every screen. */
export function Providers({ theme, accent, children }: { theme: ThemeName; accent: string; children: ReactNode }) {
  return (
    <ThemeSettingsProvider initialTheme={theme} initialAccent={accent}>
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 }}>
        <NotifierProvider>
          <ConfirmProvider>
            <ErrorLogProvider>{children}</ErrorLogProvider>
          </ConfirmProvider>
        </NotifierProvider>
      </SWRConfig>
    </ThemeSettingsProvider>
  );
}
