'use client';

import { useTranslations } from 'next-intl';
import Chip from '@mui/material/Chip';

/** Sealed (isSealed 1) entries are hidden from every `dictionary?code=` select. */
export function SealedChip({ value }: { value: number | string }) {
  const t = useTranslations('dictScreen');
  return Number(value) === 1 ? (
    <Chip size="small" color="warning" label={t('sealed')} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t('open')} />
  );
}
