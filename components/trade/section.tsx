'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useErrorText } from '@/lib/hooks/use-error-text';

/** A titled block of a detail page with its own loading and error state (one failing call does not blank the page). */
export function Section({
  title,
  loading,
  error,
  actions,
  children,
  id,
}: {
  title: string;
  loading?: boolean;
  error?: unknown;
  actions?: ReactNode;
  children?: ReactNode;
  id?: string;
}) {
  const t = useTranslations();
  const errorText = useErrorText();
  return (
    <Paper
      component="section"
      aria-labelledby={id ? `${id}-title` : undefined}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
      data-testid={id}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" id={id ? `${id}-title` : undefined} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {actions && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {actions}
          </Stack>
        )}
      </Stack>
      {loading && <LinearProgress sx={{ mb: 1 }} />}
      {error ? <Alert severity="error">{errorText(error) || t('crud.loadFailed')}</Alert> : children}
    </Paper>
  );
}
