'use client';

import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { lazyComponent } from '../lazy';
import type { ConfirmRequest } from './confirm-dialog';

type Confirm = (message: string, options?: { title?: string; confirmText?: string }) => Promise<boolean>;

const ConfirmContext = createContext<Confirm>(async () => false);

const ConfirmDialog = lazyComponent(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

/** `await confirm('确定将选择数据删除?')` — one dialog for every confirmation in the app. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<(answer: boolean) => void>(() => {});

  const confirm = useCallback<Confirm>((message, options) => {
    setRequest({ message, ...options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    resolver.current(value);
    setRequest(null);
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog request={request} onAnswer={answer} />
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  return useContext(ConfirmContext);
}
