'use client';

import { useCallback, useState } from 'react';
import { useErrorText } from './use-error-text';

/**
 * A form's save, the same in every bespoke form and dialog: `saving` from the click on (it stays set after a success,
 * while a dialog closes, so a second click cannot send twice; `staysOpen` forms such as a page are ready again) and
 * `failure`, the translated reason a save failed, shown above the kept values (components/feedback/form-failure.tsx).
 * `run` answers whether the action succeeded; `wordFailure` words a failure its own way (a record deleted meanwhile).
 */
export function useFormSave({ staysOpen = false }: { staysOpen?: boolean } = {}) {
  const errorText = useErrorText();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState('');
  const run = useCallback(
    async (action: () => Promise<unknown>, wordFailure?: (caught: unknown) => string | Promise<string>): Promise<boolean> => {
      setSaving(true);
      setFailure('');
      try {
        await action();
        if (staysOpen) setSaving(false);
        return true;
      } catch (caught) {
        setFailure(wordFailure ? await wordFailure(caught) : errorText(caught));
        setSaving(false);
        return false;
      }
    },
    [errorText, staysOpen],
  );
  /** A failure from elsewhere (loading what the form edits), shown in the same place. */
  const fail = useCallback((caught: unknown) => setFailure(errorText(caught)), [errorText]);
  return { saving, failure, run, fail, showFailure: setFailure, clearFailure: useCallback(() => setFailure(''), []) };
}
