import zh from '../../messages/zh.json';
import type { ValidationTexts } from '../../lib/forms/form-schema';
import type { ResourceDef } from '../../lib/resources/define-resource';

/** A message of messages/zh.json by its dotted key, `{name}` placeholders filled. */
export function zhMessage(key: string, values: Record<string, string | number> = {}): string | undefined {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], zh);
  return typeof text === 'string' ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : undefined;
}

/** A resource's texts in Chinese, by the conventions of lib/hooks/use-resource-text.ts. */
export function zhResourceText(resource: ResourceDef) {
  const base = `resources.${resource.name}`;
  const name = () => zhMessage(`${base}.name`) ?? resource.name;
  return {
    name,
    /** One record of it, as the dialogs' titles name it (新增参数). */
    item: () => zhMessage(`${base}.item`) ?? name(),
    label: (field: string) => zhMessage(`${base}.fields.${field}`) ?? zhMessage(`fields.${field}`) ?? field,
    rule: (field: string) => zhMessage(`${base}.rules.${field}`),
  };
}

/** The form's validation messages in Chinese, as lib/hooks/use-validation-texts.ts gives them to the dialog. */
export const zhValidationTexts: ValidationTexts = {
  required: (field) => zhMessage('validation.required', { field })!,
  requiredSelect: (field) => zhMessage('validation.requiredSelect', { field })!,
  number: zhMessage('validation.number')!,
  decimals: (count) => zhMessage('validation.decimals', { count })!,
  tooLong: (max) => zhMessage('validation.tooLong', { max })!,
  tooShort: (min) => zhMessage('validation.tooShort', { min })!,
  tooLarge: (max) => zhMessage('validation.tooLarge', { max })!,
  tooSmall: (min) => zhMessage('validation.tooSmall', { min })!,
  email: zhMessage('validation.email')!,
  phoneEmpty: zhMessage('validation.phoneEmpty')!,
  phoneLength: zhMessage('validation.phoneLength')!,
  phoneFormat: zhMessage('validation.phoneFormat')!,
  date: zhMessage('validation.date')!,
  digits: zhMessage('validation.digits')!,
};
