import type { FormValues } from './form-schema';

/**
 * The open add/edit/view dialog of a list page, kept per page so that switching tabs (or reloading)
 * brings the dialog back with what was typed (issue "tabs keep their page state").
 * Secrets are never kept: fields whose name mentions a password are dropped.
 */
export type FormDraft = {
  mode: 'add' | 'edit' | 'view';
  id: string | null;
  values: FormValues /** Typed changes not saved yet. */;
  dirty?: boolean;
};

const PREFIX = 'tradeport-draft:';
const SECRET = /passw(or)?d/i;

export const draftKey = (pathname: string) => PREFIX + pathname;

/** Whether the page at `path` (its query ignored) holds a form with unsaved changes, e.g. before its tab is closed. */
export function hasUnsavedDraft(storage: Pick<Storage, 'getItem'>, path: string): boolean {
  return parseDraft(storage.getItem(draftKey(path.split('?')[0])))?.dirty === true;
}

export function withoutSecrets(values: FormValues): FormValues {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !SECRET.test(name)));
}

/** Reads a stored draft defensively: anything malformed is no draft. */
export function parseDraft(raw: string | null): FormDraft | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<FormDraft>;
    if (!['add', 'edit', 'view'].includes(value.mode as string)) return null;
    if (value.id !== null && typeof value.id !== 'string') return null;
    if (value.mode !== 'add' && !value.id) return null;
    const values = value.values && typeof value.values === 'object' && !Array.isArray(value.values) ? value.values : {};
    const strings = Object.fromEntries(Object.entries(values).filter(([, field]) => typeof field === 'string')) as FormValues;
    return {
      mode: value.mode as FormDraft['mode'],
      id: value.id ?? null,
      values: withoutSecrets(strings),
      ...(value.dirty === true ? { dirty: true } : {}),
    };
  } catch {
    return null;
  }
}

export function serializeDraft(draft: FormDraft): string {
  return JSON.stringify({ ...draft, values: withoutSecrets(draft.values) });
}
