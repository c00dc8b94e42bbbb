'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { AlertColor } from '@mui/material/Alert';
import { lazyComponent } from '../lazy';
import type { Notice } from './toast';

type Notify = (message: string, severity?: AlertColor) => void;

const NotifierContext = createContext<Notify>(() => {});

// The toast's code loads right after the first paint, before anyone can have saved anything.
const Toast = lazyComponent(() => import('./toast').then((module) => module.Toast));

/** Toasts (Saber's $message): success after saves, the server's msg after a failure. */
export function NotifierProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback<Notify>((message, severity = 'success') => setNotice({ id: Date.now(), message, severity }), []);
  const close = useCallback(() => setNotice(null), []);
  return (
    <NotifierContext.Provider value={notify}>
      {children}
      <Toast notice={notice} onClose={close} />
    </NotifierContext.Provider>
  );
}

export function useNotify(): Notify {
  return useContext(NotifierContext);
}
