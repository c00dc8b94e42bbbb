'use client';

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

type Confirm = (message: string, options?: { title?: string; confirmText?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

/** `await confirm('确定将选择数据删除?')` — one dialog for every confirmation in the app. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const [state, setState] = useState<{ message: string; title?: string; confirmText?: string } | null>(null);
  const resolver = useRef<(answer: boolean) => void>(() => {});

  const confirm = useCallback<Confirm>((message, options) => {
    setState({ message, ...options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current(value);
    setState(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog open={!!state} onClose={() => answer(false)} maxWidth="xs" fullWidth aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">{state?.title ?? t('confirm.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{state?.message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>{t('actions.cancel')}</Button>
          <Button onClick={() => answer(true)} variant="contained" autoFocus>
            {state?.confirmText ?? t('actions.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
