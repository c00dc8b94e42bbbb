'use client';

import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

/**
 * A form's failed save, above its fields: brought into view when it appears, since the save button sits below a long
 * form the user has scrolled through (a pick-up's, a goods listing's), where the message would otherwise go unseen.
 */
export function FormFailure({ message, testId = 'dialog-error' }: { message: string; testId?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} severity="error" sx={{ mb: 2 }} data-testid={testId}>
      {message}
    </Alert>
  );
}
