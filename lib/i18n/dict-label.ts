import type { Locale } from './locales';

/**
 * The label a Blade dictionary entry reads with in the user's language.
 *
 * Blade stores one label per entry (dict_value, the seeded Chinese text); real Blade has no English column.
 * The messages carry each seeded entry under `dictLabels.<code>.<key>`: in zh.json the seeded text verbatim,
 * in en.json its English label.
 * - zh: always the stored value.
 * - en: the English label only while the stored value is still the seeded text; an entry a tenant renamed or
 *   added itself keeps the tenant's own words rather than a translation of something else.
 */

/** The `dictLabels` namespace of one messages file: code → key → text, both encoded by dictMessageKey. */
export type DictMessages = Readonly<Record<string, Readonly<Record<string, string>> | undefined>>;

export type DictLabelTexts = {
  /** zh.json's `dictLabels`: the seeded Chinese text of each entry (only needed in en). */
  seeded: DictMessages | null | undefined;
  /** The current locale's `dictLabels`. */
  translated: DictMessages | null | undefined;
};

export type DictEntry = { code: string; key: string; value: string };

/** (code, dictKey, stored dictValue) → the label to show in the current language. */
export type DictLabel = (code: string, key: string, value: string) => string;

/**
 * A dictionary code or key as one messages key segment. next-intl keys nest by dots, so every character but
 * ASCII letters, digits and underscore becomes `-<hex>-` (the dash included, so two inputs never share an output).
 */
export function dictMessageKey(part: string): string {
  return part.replace(/[^A-Za-z0-9_]/gu, (char) => `-${char.codePointAt(0)!.toString(16)}-`);
}

const textAt = (messages: DictMessages | null | undefined, { code, key }: DictEntry): string | undefined => {
  const text = messages?.[dictMessageKey(code)]?.[dictMessageKey(key)];
  return typeof text === 'string' ? text : undefined;
};

export function dictEntryLabel(entry: DictEntry, locale: Locale, texts: DictLabelTexts): string {
  if (locale === 'zh') return entry.value;
  if (textAt(texts.seeded, entry) !== entry.value) return entry.value;
  return textAt(texts.translated, entry) ?? entry.value;
}
