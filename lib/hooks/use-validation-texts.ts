'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { ValidationTexts } from '../forms/form-schema';

/** The validation messages in the current language. */
export function useValidationTexts(): ValidationTexts {
  const t = useTranslations('validation');
  return useMemo(
    () => ({
      required: (field) => t('required', { field }),
      requiredSelect: (field) => t('requiredSelect', { field }),
      number: t('number'),
      decimals: (count) => t('decimals', { count }),
      tooLong: (max) => t('tooLong', { max }),
      tooShort: (min) => t('tooShort', { min }),
      tooLarge: (max) => t('tooLarge', { max }),
      tooSmall: (min) => t('tooSmall', { min }),
      email: t('email'),
      phoneEmpty: t('phoneEmpty'),
      phoneLength: t('phoneLength'),
      phoneFormat: t('phoneFormat'),
      date: t('date'),
      digits: t('digits'),
    }),
    [t],
  );
}
