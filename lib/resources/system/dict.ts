import { defineResource, type ResourceDef } from '../define-resource';
import { number, switchField, text, textarea } from '../fields';

/**
 * 系统字典 / 业务字典 (System and business dictionaries). A dictionary is a top-level row (parentId 0,
 * dictKey -1); its entries share its code and carry the keys screens store. The screens of their own
 * (components/dict) show the dictionaries beside (/dict-horizontal/index) or above (/dict-vertical/index)
 * the selected dictionary's entries, with two forms (docs/spec.md §5):
 * - a dictionary: code, dictValue, sort, isSealed required on blur;
 * - an entry: also dictKey; code and parentId come from the dictionary and are never edited (parentId
 *   is optional for Blade: missing means a dictionary).
 * Required messages are the spec's own (`resources.<name>.rules.*`); the dialog is 880 wide (docs/spec.md §2).
 */
const parentFields = {
  code: text({ required: true, search: true, max: 255, width: 180 }),
  dictValue: text({ required: true, search: true, max: 255, width: 180 }),
  sort: number({ required: true, min: 0, max: 99999, defaultValue: 1, width: 90 }),
  isSealed: switchField({ required: true, defaultValue: 0, width: 90 }),
  remark: textarea({ max: 255 }),
};

const childFields = {
  code: text({ required: true, readOnly: true, max: 255 }),
  // The dictionary the entry belongs to, shown by name; its id (parentId) is sent by the screen, never typed.
  parentName: text({ readOnly: true, list: false }),
  dictKey: text({ required: true, search: 'equal', max: 255 }),
  dictValue: text({ required: true, search: true, max: 255, width: 180 }),
  sort: number({ required: true, min: 0, max: 99999, defaultValue: 1, width: 90 }),
  isSealed: switchField({ required: true, defaultValue: 0, width: 90 }),
  remark: textarea({ max: 255 }),
};

const common = { titleField: 'dictValue', dateRange: false, screen: { kind: 'own' }, dialogWidth: 880, importable: true } as const;

export const dict = defineResource({
  ...common,
  name: 'dict',
  menuPath: '/dict-horizontal/index',
  api: '/blade-system/dict',
  fields: parentFields,
});

export const dictbiz = defineResource({
  ...common,
  name: 'dictbiz',
  menuPath: '/dict-vertical/index',
  api: '/blade-system/dict-biz',
  fields: parentFields,
});

/** The entry form of a dictionary resource (same endpoints, labels and button codes, not in the registry). */
export function dictEntries(parent: ResourceDef): ResourceDef {
  return { ...parent, fields: childFields };
}
