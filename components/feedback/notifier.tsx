'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Portal from '@mui/material/Portal';
import Snackbar from '@mui/material/Snackbar';

type Notice = { id: number; message: string; severity: AlertColor };
type Notify = (message: string, severity?: AlertColor) => void;

const NotifierContext = createContext<Notify>(() => {});

/** Toasts (Saber's $message): success after saves, the server's msg after a failure. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => setNotice({ id: Date.now(), message, severity }), []);
  const close = useCallback(() => setNotice(null), []);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      {/* Mounted per toast, in its own node under <body>: an open dialog hides what existed before it
          from assistive technology, and a toast shown over a dialog must still be announced. */}
      {notice && (
        <Portal key={notice.id}>
          <Snackbar open autoHideDuration={notice.severity === 'error' ? 6000 : 3000} onClose={close} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
            <Alert severity={notice.severity} variant="filled" onClose={close} sx={{ minWidth: 280 }} role="alert">
              {notice.message}
            </Alert>
          </Snackbar>
        </Portal>
      )}
    </NotifierContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifierContext);
}

