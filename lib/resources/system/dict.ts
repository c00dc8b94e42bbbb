import { defineResource } from '../define-resource';
import { number, switchField, text, textarea } from '../fields';

/**
 * 系统字典 / 业务字典 (System and business dictionaries): the list is Blade's DictVO tree, each
 * dictionary (dictKey -1) holding its entries. An entry is added with its dictionary's id as
 * parentId and takes the dictionary's code; code and parentId are fixed once saved (spec §5).
 */
const dictFields = {
  code: text({ search: true, readOnly: 'edit', max: 255, width: 180 }),
  dictValue: text({ required: true, search: true, max: 255, width: 180 }),
  dictKey: text({ search: 'equal', readOnly: 'edit', max: 255 }),
  parentId: text({ list: false, readOnly: 'edit' }),
  sort: number({ required: true, min: 0, defaultValue: 1 }),
  isSealed: switchField({ defaultValue: 0 }),
  remark: textarea({ max: 255 }),
};

export const dict = defineResource({
  name: 'dict',
  menuPath: '/dict-horizontal/index',
  api: '/blade-system/dict',
  titleField: 'dictValue',
  dateRange: false,
  tree: {},
  fields: dictFields,
});

export const dictbiz = defineResource({
  name: 'dictbiz',
  menuPath: '/dict-vertical/index',
  api: '/blade-system/dict-biz',
  titleField: 'dictValue',
  dateRange: false,
  tree: {},
  fields: dictFields,
});
