/**
 * The 11 Saber themes (docs/spec.md §2 "Theme picker"), each a different chrome around the same pages:
 * page background, cards, header and sidebar colours, corner radius; `dark` is a true dark mode.
 * The accent (primary) colour is chosen separately (default #2F86A6).
 */
export const THEME_NAMES = ['default', 'white', 'dark', 'star', 'bule', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';
export const DEFAULT_ACCENT = '#2F86A6';
export const THEME_COOKIE = 'tp_theme';
export const ACCENT_COOKIE = 'tp_accent';

export const ACCENTS = [
  '#2F86A6',
  '#1890ff',
  '#2f54eb',
  '#13c2c2',
  '#52c41a',
  '#faad14',
  '#fa541c',
  '#eb2f96',
  '#722ed1',
  '#595959',
] as const;

export type Chrome = {
  mode: 'light' | 'dark';
  background: string;
  paper: string;
  header: string;
  headerText: string;
  sidebar: string;
  sidebarText: string;
  /** `accent` = the chosen accent colour. */
  brand: string | 'accent';
  radius: number;
};

export const CHROMES: Record<ThemeName, Chrome> = {
  default: {
    mode: 'light',
    background: '#f0f2f5',
    paper: '#ffffff',
    header: '#ffffff',
    headerText: '#1f2329',
    sidebar: '#ffffff',
    sidebarText: '#1f2329',
    brand: 'accent',
    radius: 6,
  },
  white: {
    mode: 'light',
    background: '#ffffff',
    paper: '#ffffff',
    header: '#ffffff',
    headerText: '#303133',
    sidebar: '#fafafa',
    sidebarText: '#303133',
    brand: '#ffffff',
    radius: 4,
  },
  dark: {
    mode: 'dark',
    background: '#121417',
    paper: '#1c1f24',
    header: '#1c1f24',
    headerText: '#e6e8eb',
    sidebar: '#16181c',
    sidebarText: '#c9ccd1',
    brand: '#16181c',
    radius: 6,
  },
  star: {
    mode: 'light',
    background: '#f3f0fa',
    paper: '#ffffff',
    header: 'linear-gradient(90deg, #3b1d72, #6a3fb5)',
    headerText: '#ffffff',
    sidebar: '#2a1458',
    sidebarText: '#e9e3ff',
    brand: '#3b1d72',
    radius: 10,
  },
  bule: {
    mode: 'light',
    background: '#eef3fb',
    paper: '#ffffff',
    header: '#0b3a7e',
    headerText: '#ffffff',
    sidebar: '#0a2a5e',
    sidebarText: '#dbe6ff',
    brand: '#082250',
    radius: 6,
  },
  iview: {
    mode: 'light',
    background: '#f5f7f9',
    paper: '#ffffff',
    header: '#ffffff',
    headerText: '#515a6e',
    sidebar: '#515a6e',
    sidebarText: '#f2f4f7',
    brand: '#495060',
    radius: 4,
  },
  vip: {
    mode: 'light',
    background: '#f7f4ec',
    paper: '#fffdf7',
    header: '#1b1b1b',
    headerText: '#e8c766',
    sidebar: '#111111',
    sidebarText: '#e8c766',
    brand: '#000000',
    radius: 2,
  },
  cool: {
    mode: 'light',
    background: '#ecf7f6',
    paper: '#ffffff',
    header: 'linear-gradient(90deg, #0f7b76, #3cb8a8)',
    headerText: '#ffffff',
    sidebar: '#0d5f5b',
    sidebarText: '#e0f7f4',
    brand: '#0b4f4c',
    radius: 12,
  },
  d2: {
    mode: 'light',
    background: '#ebf1f6',
    paper: 'rgba(255,255,255,0.92)',
    header: '#ebf1f6',
    headerText: '#2f3a4a',
    sidebar: '#ebf1f6',
    sidebarText: '#2f3a4a',
    brand: '#ebf1f6',
    radius: 8,
  },
  hey: {
    mode: 'light',
    background: '#fdf2f4',
    paper: '#ffffff',
    header: '#d9304f',
    headerText: '#ffffff',
    sidebar: '#ffffff',
    sidebarText: '#5c2230',
    brand: '#b8213e',
    radius: 14,
  },
  lte: {
    mode: 'light',
    background: '#f4f6f9',
    paper: '#ffffff',
    header: '#ffffff',
    headerText: '#343a40',
    sidebar: '#343a40',
    sidebarText: '#c2c7d0',
    brand: '#3f474e',
    radius: 3,
  },
};

export function toThemeName(value: string | null | undefined): ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value ?? '') ? (value as ThemeName) : DEFAULT_THEME;
}

export function toAccent(value: string | null | undefined): string {
  return /^#[0-9a-fA-F]{6}$/.test(value ?? '') ? (value as string) : DEFAULT_ACCENT;
}
