'use client';

import { createContext, useCallback, useContext } from 'react';
import { useLocale, useMessages } from 'next-intl';
import { dictEntryLabel, type DictLabel, type DictMessages } from '../i18n/dict-label';
import { toLocale } from '../i18n/locales';

/**
 * zh.json's `dictLabels` (the seeded Chinese text of each entry), given by the root layout on English pages:
 * the client has only the current locale's messages, and en compares stored values with the seeded text.
 */
export const SeededDictLabelsContext = createContext<DictMessages | null>(null);

/** The one way screens turn a dictionary entry into text (the dictionary administration screens show stored data instead). */
export function useDictLabel(): DictLabel {
  const locale = toLocale(useLocale());
  const translated = (useMessages() as { dictLabels?: DictMessages }).dictLabels;
  const seeded = useContext(SeededDictLabelsContext);
  return useCallback(
    (code, key, value) => dictEntryLabel({ code, key, value }, locale, { seeded, translated }),
    [locale, seeded, translated],
  );
}
