import type { z } from 'zod';
import { fieldErrors } from './form-schema';

/**
 * zod schemas as the checks of lib/hooks/use-form-state.ts: the form's schema gives every field's first message on
 * save, a field's own schema its message when the field is left.
 */
export function zodCheck<V>(schema: z.ZodType | ((values: V) => z.ZodType)): (values: V) => Record<string, string> {
  return (values) => {
    const parsed = (typeof schema === 'function' ? schema(values) : schema).safeParse(values);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
}

/** `ruleFor(name)`: the field's schema, or undefined for a field without one (it never shows an error). */
export function zodFieldCheck<V>(ruleFor: (name: string) => z.ZodType | undefined): (name: string, values: V) => string {
  return (name, values) => {
    const rule = ruleFor(name);
    if (!rule) return '';
    const result = rule.safeParse((values as Record<string, unknown>)[name] ?? '');
    return result.success ? '' : (result.error.issues[0]?.message ?? '');
  };
}
