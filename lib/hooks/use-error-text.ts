'use client';

import { useCallback } from 'react';
import { useTranslations } from 'next-intl';
import { errorText } from '../client/error-text';
import { useBladeMessage } from './use-blade-message';

/** What to tell the user about a failed call, in their language (see errorText). */
export function useErrorText(): (error: unknown) => string {
  const t = useTranslations();
  const bladeMessage = useBladeMessage();
  return useCallback((error: unknown) => errorText(error, t, bladeMessage), [t, bladeMessage]);
}
