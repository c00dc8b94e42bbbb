'use client';

import { useEffect } from 'react';

/**
 * While a form holds unsaved changes, leaving the page (closing the browser tab, typing another address) asks first,
 * with the browser's own question. Switching the back-office's tabs keeps the form (lib/forms/form-draft.ts).
 */
export function useUnsavedChangesPrompt(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
}
