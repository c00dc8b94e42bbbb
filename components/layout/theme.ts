'use client';

import { createTheme } from '@mui/material/styles';

/** Default accent colour (spec §9). */
export const DEFAULT_ACCENT = '#2F86A6';

/**
 * The spec's screen breakpoints: 1200+ is 3, 992+ is 2, 768+ is 1, below is 0 (sm/md/lg here).
 * CJK fonts first so Chinese labels render with proper glyphs on every platform.
 */
export const appTheme = createTheme({
  cssVariables: true,
  palette: { mode: 'light', primary: { main: DEFAULT_ACCENT }, background: { default: '#f0f2f5' } },
  breakpoints: { values: { xs: 0, sm: 768, md: 992, lg: 1200, xl: 1920 } },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily: [
      '-apple-system', 'BlinkMacSystemFont', '"Segoe UI"', '"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"',
      '"Noto Sans CJK SC"', '"Noto Sans SC"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif',
    ].join(','),
    fontSize: 14,
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none' } } },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});
