/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { z } from 'zod';
import { zodCheck, zodFieldCheck } from '@/lib/forms/form-checks';
import { type FormStateOptions, useFormState } from './use-form-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Values = { name: string; remark: string };
const rules: Record<string, z.ZodType> = {
  name: z.string().trim().min(1, 'enter a name'),
  remark: z.string().max(5, 'at most 5'),
};
const options: FormStateOptions<Values> = {
  check: zodCheck<Values>(z.object(rules)),
  checkField: zodFieldCheck<Values>((name) => rules[name]),
};

let form!: ReturnType<typeof useFormState<Values | null>>;
let root: Root;
function Form({ initial, extra }: { initial: Values | null; extra?: FormStateOptions<Values> }) {
  form = useFormState<Values | null>(initial, { ...options, ...extra });
  return null;
}
const render = (initial: Values | null, extra?: FormStateOptions<Values>) =>
  act(() => {
    root = createRoot(document.createElement('div'));
    root.render(<Form initial={initial} extra={extra} />);
  });

afterEach(() => act(() => root.unmount()));

describe('useFormState', () => {
  it('sets fields, checks a field when it is left and the whole form on save', async () => {
    await render({ name: '', remark: '' });
    await act(() => form.blur('name'));
    expect(form.errors.name).toBe('enter a name');
    await act(() => form.setField('remark', 'too long'));
    // A field is checked when left, not while it is typed.
    expect(form.errors.remark).toBeUndefined();
    let valid = true;
    await act(() => {
      valid = form.validate();
    });
    expect(valid).toBe(false);
    expect(form.errors).toEqual({ name: 'enter a name', remark: 'at most 5' });
    await act(() => form.update((values) => ({ ...values, name: 'wheat', remark: 'ok' })));
    await act(() => {
      valid = form.validate();
    });
    expect(valid).toBe(true);
    expect(form.errors).toEqual({});
    expect(form.values).toEqual({ name: 'wheat', remark: 'ok' });
  });

  it('is dirty against what it started from, and a value typed and cleared again is no change', async () => {
    const seen: [Values, boolean][] = [];
    await render({ name: 'a', remark: '' }, { onValuesChange: (values, dirty) => seen.push([values, dirty]) });
    expect(form.dirty).toBe(false);
    await act(() => form.setField('remark', 'x'));
    expect(form.dirty).toBe(true);
    await act(() => form.setField('remark', ''));
    expect(form.dirty).toBe(false);
    expect(seen).toEqual([
      [{ name: 'a', remark: 'x' }, true],
      [{ name: 'a', remark: '' }, false],
    ]);
  });

  it('two changes in one event build on each other', async () => {
    await render({ name: '', remark: '' });
    await act(() => {
      form.setField('name', 'n');
      form.setField('remark', 'r');
    });
    expect(form.values).toEqual({ name: 'n', remark: 'r' });
  });

  it('waits while loading, then counts changes against what was loaded, keeping a draft over it', async () => {
    await render(null);
    await act(() => form.setField('name', 'lost'));
    expect(form.values).toBeNull();
    let valid = true;
    await act(() => {
      valid = form.validate();
    });
    expect(valid).toBe(false);
    await act(() => form.reset({ name: 'loaded', remark: '' }, { keep: { remark: 'draft' } }));
    expect(form.values).toEqual({ name: 'loaded', remark: 'draft' });
    expect(form.pristine).toEqual({ name: 'loaded', remark: '' });
    expect(form.dirty).toBe(true);
  });

  it('checks a field as it is typed when asked to', async () => {
    await render({ name: 'a', remark: '' }, { checkAs: 'change' });
    await act(() => form.setField('remark', 'longer'));
    expect(form.errors.remark).toBe('at most 5');
    await act(() => form.setField('remark', 'ok'));
    expect(form.errors.remark).toBe('');
  });
});
