'use client';

import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A rendering failure: a readable, translated message and a retry — never a stack trace. */
export function ErrorPanel({ reset }: { reset: () => void }) {
  const t = useTranslations('status');
  return (
    <Box role="alert" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {t('errorTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errorHint')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={reset}>
          {t('retry')}
        </Button>
        <Button href="/wel/index">{t('backHome')}</Button>
      </Stack>
    </Box>
  );
}
