'use client';

import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale, useTranslations } from 'next-intl';
import { ACCENT_COOKIE, THEME_COOKIE, type ThemeName } from '@/lib/theme/themes';
import { createAppTheme } from './theme';

type ThemeSettings = { theme: ThemeName; accent: string; setTheme: (name: ThemeName) => void; setAccent: (color: string) => void };

const ThemeSettingsContext = createContext<ThemeSettings>({ theme: 'default', accent: '#2F86A6', setTheme: () => {}, setAccent: () => {} });

/** Keeps a choice for a year; the server reads it too, so the first paint already has the right theme. */
const remember = (name: string, value: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference cookie; the Cookie Store API is missing in Firefox and Safari
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax`;
};

export function ThemeSettingsProvider({
  initialTheme,
  initialAccent,
  children,
}: {
  initialTheme: ThemeName;
  initialAccent: string;
  children: ReactNode;
}) {
  const [theme, setThemeState] = useState(initialTheme);
  const [accent, setAccentState] = useState(initialAccent);
  const locale = useLocale();
  const loadingLabel = useTranslations('crud')('loading');
  const muiTheme = useMemo(() => createAppTheme(theme, accent, locale, loadingLabel), [theme, accent, locale, loadingLabel]);
  const value = useMemo<ThemeSettings>(
    () => ({
      theme,
      accent,
      setTheme: (name) => (remember(THEME_COOKIE, name), setThemeState(name)),
      setAccent: (color) => (remember(ACCENT_COOKIE, color), setAccentState(color)),
    }),
    [theme, accent],
  );
  return (
    <ThemeSettingsContext.Provider value={value}>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
}

export const useThemeSettings = () => useContext(ThemeSettingsContext);
