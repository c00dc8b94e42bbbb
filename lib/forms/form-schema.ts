import { z } from 'zod';
import type { ResourceDef } from '../resources/define-resource';
import { isEditable, isInForm, type FieldDef } from '../resources/fields';

/** Texts the schema needs, already translated (the schema itself stays free of i18n). */
export type ValidationTexts = {
  required: (label: string) => string;
  requiredSelect: (label: string) => string;
  number: string;
  decimals: (count: number) => string;
  tooLong: (max: number) => string;
  tooShort: (min: number) => string;
  tooLarge: (max: number) => string;
  tooSmall: (min: number) => string;
  email: string;
  phoneEmpty: string;
  phoneLength: string;
  phoneFormat: string;
  date: string;
  digits: string;
};

export type FormValues = Record<string, string>;

const DECIMALS: Partial<Record<FieldDef['type'], number>> = { money: 2, weight: 3 };
const SELECTS = new Set(['dict', 'select', 'tree', 'switch', 'image', 'file']);

/**
 * One field's rule; form values are strings ('' = empty).
 * `requiredText` replaces the generic "please enter <label>" where the spec words it otherwise (dictionaries).
 */
export function fieldSchema(field: FieldDef, label: string, texts: ValidationTexts, requiredText?: string): z.ZodType<string> {
  const empty = (value: string) => value.trim() === '';
  requiredText ??= SELECTS.has(field.type) ? texts.requiredSelect(label) : texts.required(label);
  return z.string().superRefine((value, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (empty(value)) {
      if (field.required) fail(field.type === 'phone' ? texts.phoneEmpty : requiredText);
      return;
    }
    switch (field.type) {
      case 'number':
      case 'money':
      case 'weight': {
        if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return fail(texts.number);
        const decimals = DECIMALS[field.type] ?? (field.type === 'number' ? undefined : 0);
        const fraction = value.trim().split('.')[1] ?? '';
        if (decimals !== undefined && fraction.length > decimals) return fail(texts.decimals(decimals));
        const number = Number(value);
        if (field.max !== undefined && number > field.max) return fail(texts.tooLarge(field.max));
        if (field.min !== undefined && number < field.min) return fail(texts.tooSmall(field.min));
        return;
      }
      case 'phone':
        // Saber's mobile check: length first, then the mainland mobile pattern.
        if (value.trim().length !== 11) return fail(texts.phoneLength);
        if (!/^1[3-9]\d{9}$/.test(value.trim())) return fail(texts.phoneFormat);
        return;
      case 'email':
        if (!z.email().safeParse(value.trim()).success) fail(texts.email);
        return;
      case 'date':
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) fail(texts.date);
        return;
      case 'datetime':
        if (!/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(value)) fail(texts.date);
        return;
      default:
        if (field.digits && !/^\d+$/.test(value.trim())) return fail(texts.digits);
        if (field.max !== undefined && value.length > field.max) return fail(texts.tooLong(field.max));
        // A text's `min` is its shortest length (a password).
        if (field.min !== undefined && value.length < field.min) fail(texts.tooShort(field.min));
    }
  });
}

/**
 * The whole form's schema for a mode: only the fields the form shows and lets the user edit. With the form's values,
 * a field hidden by `shownWhen` is left out too.
 */
export function formSchema(
  resource: ResourceDef,
  mode: 'add' | 'edit',
  label: (field: string) => string,
  texts: ValidationTexts,
  requiredText?: (field: string) => string | undefined,
  values?: FormValues,
) {
  const shape: Record<string, z.ZodType<string>> = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (isInForm(field, mode, values) && isEditable(field, mode))
      shape[name] = fieldSchema(field, label(name), texts, requiredText?.(name));
  }
  return z.object(shape);
}

/** Field name → first message, for showing under each input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
