'use client';

import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

export type Notice = { id: number; message: string; severity: AlertColor };

/**
 * One toast, mounted per notice in its own node under <body>: an open dialog hides what existed
 * before it from assistive technology, and a toast shown over a dialog must still be announced.
 */
export function Toast({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Portal key={notice.id}>
      <Snackbar
        open
        autoHideDuration={notice.severity === 'error' ? 6000 : 3000}
        onClose={onClose}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ minWidth: 280 }} role="alert">
          {notice.message}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
