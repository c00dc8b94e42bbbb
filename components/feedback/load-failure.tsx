'use client';

import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useErrorText } from '@/lib/hooks/use-error-text';

/**
 * A block that could not load (the service was down or slow): the reason and a 重试 that loads it again. Without it a
 * screen stayed on its error after the service came back, until the whole page was reloaded.
 */
export function LoadFailure({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId?: string }) {
  const t = useTranslations('crud');
  const errorText = useErrorText();
  return (
    <Alert
      severity="error"
      data-testid={testId ?? 'load-failure'}
      action={
        <Button color="inherit" size="small" onClick={onRetry} data-testid="load-retry">
          {t('retry')}
        </Button>
      }
    >
      {errorText(error)}
    </Alert>
  );
}
