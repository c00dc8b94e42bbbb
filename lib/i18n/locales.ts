export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

export function toLocale(value: string | null | undefined): Locale {
  return value === 'en' || value === 'zh' ? value : DEFAULT_LOCALE;
}
