'use client';

import { createTheme } from '@mui/material/styles';
import { enUS, zhCN } from '@mui/material/locale';
import { CHROMES, type Chrome, type ThemeName } from '@/lib/theme/themes';
import { legibleAccent } from '@/lib/theme/legible-accent';

declare module '@mui/material/styles' {
  interface Palette {
    chrome: Chrome;
  }
  interface PaletteOptions {
    chrome?: Chrome;
  }
}

/**
 * The MUI theme for a Saber theme name and an accent colour, with MUI's own texts (an autocomplete's 打开, an alert's
 * 关闭, a pagination's labels) in the user's language. Breakpoints follow the spec (§9):
 * 1200+ is 3, 992+ is 2, 768+ is 1 (lg/md/sm here). CJK fonts first so Chinese renders well everywhere.
 * `loadingLabel` names every progress indicator that has no name of its own (a progressbar needs one: axe's
 * aria-progressbar-name), so a bar shown while something loads is announced as 加载中… wherever it is.
 */
export function createAppTheme(name: ThemeName, accent: string, locale = 'zh', loadingLabel = '') {
  const chrome = CHROMES[name];
  const legible = (colour: string) => legibleAccent(colour, chrome.mode, [chrome.paper, chrome.background]);
  return createTheme(
    {
      palette: {
        mode: chrome.mode,
        // Readable text and buttons in any accent a user picks, and in the status colours (WCAG AA): lib/theme/legible-accent.ts.
        primary: { main: legible(accent) },
        success: { main: legible(chrome.mode === 'light' ? '#2E7D32' : '#66BB6A') },
        warning: { main: legible(chrome.mode === 'light' ? '#ED6C02' : '#FFA726') },
        error: { main: legible(chrome.mode === 'light' ? '#D32F2F' : '#F44336') },
        info: { main: legible(chrome.mode === 'light' ? '#0288D1' : '#29B6F6') },
        contrastThreshold: 4.5,
        background: { default: chrome.background, paper: chrome.paper },
        chrome,
      },
      breakpoints: { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1920 } },
      shape: { borderRadius: chrome.radius },
      typography: {
        fontFamily: [
          '-apple-system',
          'BlinkMacSystemFont',
          '"Segoe UI"',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          'Roboto',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
        ].join(','),
        fontSize: 14,
      },
      components: {
        MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
        // Every button, tab and menu item shows where the keyboard focus is by the browser's own :focus-visible, not
        // only by MUI's class, which its focus handler adds: a control focused while its part of the page was being
        // replaced (a streamed screen, a button loaded late) showed nothing (specs/a11y/keyboard-journey.spec.ts).
        MuiButtonBase: {
          styleOverrides: {
            root: ({ theme }) => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 } }),
          },
        },
        MuiTextField: { defaultProps: { size: 'small' } },
        MuiLinearProgress: { defaultProps: { 'aria-label': loadingLabel || undefined } },
        MuiCircularProgress: { defaultProps: { 'aria-label': loadingLabel || undefined } },
      },
    },
    locale === 'en' ? enUS : zhCN,
  );
}
