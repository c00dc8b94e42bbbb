'use client';

import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { markFormAlive, takeEarlySubmit } from '@/lib/client/early-submit';

const NOT_TYPED = new Set(['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

/**
 * Text typed into a server-rendered form before React hydrated it shows in its box but never reaches state: React
 * keeps the DOM's value while hydrating and fires no change. Searching or signing in then ignored it (a user on a
 * slow line, or a test that types as soon as the box appears). Once mounted, each such value goes to `adopt`.
 * Hydration sets an input's default to React's value, so an input typed into early is one whose value differs from
 * its default; on a client render both are React's value.
 * A form that renders lib/client/early-submit.tsx's catcher and was sent before then is sent again once its values
 * are adopted, through its own submit handler.
 */
export function useEarlyInput(formRef: RefObject<HTMLFormElement | null>, adopt: (name: string, value: string) => void) {
  const [resubmit, setResubmit] = useState(false);
  // In the commit itself, before any event reaches React's handlers: a submit from now on is the form's own.
  useLayoutEffect(() => {
    if (formRef.current) markFormAlive(formRef.current);
  }, [formRef]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount: only hydration leaves such a difference
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
      if (!NOT_TYPED.has(input.type) && input.value !== input.defaultValue) adopt(input.name, input.value);
    }
    if (takeEarlySubmit(form)) setResubmit(true);
  }, []);
  // After the render that took the adopted values in, so the form's handler reads them.
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    formRef.current?.requestSubmit();
  }, [resubmit, formRef]);
}
