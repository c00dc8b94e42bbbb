import type { ValidationTexts } from '../forms/form-schema';

/**
 * The validation messages as plain templates (`{field}`, `{count}`, `{max}`, `{min}` filled in later), so they can
 * be sent to the import worker, where functions cannot go. Built from the same messages as the form's.
 */
export type TextTemplates = Record<'required' | 'requiredSelect' | 'decimals' | 'tooLong' | 'tooShort' | 'tooLarge' | 'tooSmall', string> &
  Record<'number' | 'email' | 'phoneEmpty' | 'phoneLength' | 'phoneFormat' | 'date' | 'digits', string>;

const fill = (template: string, name: string, value: string | number) => template.split(`{${name}}`).join(String(value));

export function fromTemplates(templates: TextTemplates): ValidationTexts {
  return {
    required: (label) => fill(templates.required, 'field', label),
    requiredSelect: (label) => fill(templates.requiredSelect, 'field', label),
    number: templates.number,
    decimals: (count) => fill(templates.decimals, 'count', count),
    tooLong: (max) => fill(templates.tooLong, 'max', max),
    tooShort: (min) => fill(templates.tooShort, 'min', min),
    tooLarge: (max) => fill(templates.tooLarge, 'max', max),
    tooSmall: (min) => fill(templates.tooSmall, 'min', min),
    email: templates.email,
    phoneEmpty: templates.phoneEmpty,
    phoneLength: templates.phoneLength,
    phoneFormat: templates.phoneFormat,
    date: templates.date,
    digits: templates.digits,
  };
}
