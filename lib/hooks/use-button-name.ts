'use client';

import { createContext, useCallback, useContext } from 'react';
import { useMessages } from 'next-intl';
import { buttonName, type ButtonNames } from '../i18n/button-name';

/** zh.json's `menuButtons`, given by the root layout on English pages only (the client has one locale's messages). */
export const SeededButtonNamesContext = createContext<ButtonNames | null>(null);

/** A menu button's stored name in the screen's language (see lib/i18n/button-name.ts). */
export function useButtonName(): (stored: string) => string {
  const translated = (useMessages() as { menuButtons?: ButtonNames }).menuButtons;
  const seeded = useContext(SeededButtonNamesContext);
  return useCallback((stored: string) => buttonName(stored, seeded, translated), [seeded, translated]);
}
