'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
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
      <Snackbar key={notice?.id} open={!!notice} autoHideDuration={notice?.severity === 'error' ? 6000 : 3000} onClose={close} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={close} sx={{ minWidth: 280 }} role="alert">
          {notice?.message}
        </Alert>
      </Snackbar>
    </NotifierContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifierContext);
}

