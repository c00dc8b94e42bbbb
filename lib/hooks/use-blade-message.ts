'use client';

import { createContext, useCallback, useContext } from 'react';
import { useLocale, useMessages } from 'next-intl';
import { bladeMessageText, type BladeCatalogue } from '../i18n/blade-message';
import type { DictMessages } from '../i18n/dict-label';
import { toLocale } from '../i18n/locales';
import { SeededDictLabelsContext } from './use-dict-label';

/** zh.json's `bladeMessages` (Blade's own Chinese texts), given by the root layout on English pages only. */
export const SeededBladeMessagesContext = createContext<BladeCatalogue | null>(null);

/** The one way screens show a message Blade wrote (`msg`): in English on English screens when it is a known text. */
export function useBladeMessage(): (msg: string) => string {
  const locale = toLocale(useLocale());
  const messages = useMessages() as { bladeMessages?: BladeCatalogue; dictLabels?: DictMessages };
  const seeded = useContext(SeededBladeMessagesContext);
  const dictSeeded = useContext(SeededDictLabelsContext);
  return useCallback(
    (msg: string) =>
      bladeMessageText(msg, locale, { seeded, translated: messages.bladeMessages, dictSeeded, dictTranslated: messages.dictLabels }),
    [locale, seeded, dictSeeded, messages.bladeMessages, messages.dictLabels],
  );
}
