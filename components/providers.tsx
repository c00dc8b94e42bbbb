'use client';

import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { appTheme } from './layout/theme';
import { NotifierProvider } from './feedback/notifier';
import { ConfirmProvider } from './feedback/confirm';
import { ErrorLogProvider } from './feedback/error-log';
import { swrFetcher } from '@/lib/client/api';

/** Client-side providers shared by every screen. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme}>
      <CssBaseline />
      <SWRConfig value={{ fetcher: swrFetcher, revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 10_000 }}>
        <NotifierProvider>
          <ConfirmProvider>
            <ErrorLogProvider>{children}</ErrorLogProvider>
          </ConfirmProvider>
        </NotifierProvider>
      </SWRConfig>
    </ThemeProvider>
  );
}
