'use client';

import { useCallback, useMemo, useRef, useState } from 'react';
import { valuesDiffer } from '@/lib/forms/unsaved-changes';

/** Field name → the message shown under its input ('' or absent: no error). */
export type FormErrors = Record<string, string>;

export type FormStateOptions<V> = {
  /** The whole form's check, run on save: the errors by field (lib/forms/form-checks.ts words zod schemas this way). */
  check?: (values: V) => FormErrors;
  /** One field's check, run when the field is left (or as it is typed, with `checkAs: 'change'`): its message or ''. */
  checkField?: (name: string, values: V) => string;
  /** When a field's own check runs: on leaving it (the default, as Blade's Avue forms do) or on every change. */
  checkAs?: 'blur' | 'change';
  /** What was typed before a tab switch or reload (lib/forms/form-draft.ts): shown over the initial values, a change. */
  draft?: Partial<NonNullable<V>>;
  /** What is typed, and whether it differs from what the form started from (a draft kept across tab switches). */
  onValuesChange?: (values: V, dirty: boolean) => void;
};

/**
 * A form's values and errors, the same in every bespoke form and dialog (saving is lib/hooks/use-form-save.ts):
 * `values` with field setters, each field's check on blur, the whole form's check on save, and `dirty` against what
 * the form started from (a new record's defaults, or what `reset` loaded), which the unsaved-changes guard reads.
 * `null` values stand for a form still loading what it edits: the setters wait for `reset`.
 */
export function useFormState<V extends object | null>(initial: V | (() => V), options: FormStateOptions<NonNullable<V>> = {}) {
  const [state, setState] = useState(() => {
    const start = typeof initial === 'function' ? (initial as () => V)() : initial;
    const { draft } = options;
    return { values: start === null || !draft ? start : { ...start, ...draft }, pristine: start };
  });
  const [errors, setErrors] = useState<FormErrors>({});
  // Whether a save was tried: a form whose errors follow the typing from then on derives them itself (order add).
  const [tried, setTried] = useState(false);
  // The latest checks and listener: the setters stay the same functions while the form renders again.
  const latest = useRef(options);
  latest.current = options;

  // The state as of the last change, so that two changes in one event build on each other and the listener and the
  // checks run outside React's state updater (it may run twice, or during a render).
  const current = useRef(state);
  current.current = state;

  const update = useCallback((change: (values: NonNullable<V>) => NonNullable<V>) => {
    const before = current.current;
    if (before.values === null) return;
    const values = change(before.values as NonNullable<V>);
    current.current = { ...before, values };
    setState(current.current);
    const { checkAs, checkField, onValuesChange } = latest.current;
    onValuesChange?.(values, valuesDiffer(before.pristine, values));
    if (checkAs !== 'change' || !checkField) return;
    const changed = Object.keys(values).filter(
      (name) => (values as Record<string, unknown>)[name] !== (before.values as Record<string, unknown>)[name],
    );
    if (changed.length > 0)
      setErrors((shown) => ({ ...shown, ...Object.fromEntries(changed.map((name) => [name, checkField(name, values)])) }));
  }, []);

  const setField = useCallback(
    <K extends keyof NonNullable<V> & string>(name: K, value: NonNullable<V>[K]) => update((current) => ({ ...current, [name]: value })),
    [update],
  );

  /** Starts over from `values` (a record loaded): they are what the form counts changes against; errors go. */
  const reset = useCallback((values: V, { keep }: { keep?: Partial<NonNullable<V>> } = {}) => {
    current.current = { values: values === null || !keep ? values : { ...values, ...keep }, pristine: values };
    setState(current.current);
    setErrors({});
  }, []);

  /** The field's own check, when it is left. */
  const blur = useCallback(
    (name: string) => {
      const { checkField } = latest.current;
      if (!checkField || state.values === null) return;
      const message = checkField(name, state.values as NonNullable<V>);
      setErrors((shown) => ({ ...shown, [name]: message }));
    },
    [state.values],
  );

  /** The whole form's check, on save: shows every field's error and answers whether the form may be sent. */
  const validate = useCallback((): boolean => {
    const { check } = latest.current;
    if (state.values === null) return false;
    const found = check ? check(state.values as NonNullable<V>) : {};
    setErrors(found);
    setTried(true);
    return Object.values(found).every((message) => !message);
  }, [state.values]);

  const dirty = useMemo(() => valuesDiffer(state.pristine, state.values), [state.pristine, state.values]);
  return { values: state.values, pristine: state.pristine, errors, dirty, tried, setField, update, reset, blur, validate, setErrors };
}
