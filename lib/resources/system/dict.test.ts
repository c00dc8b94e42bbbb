import zh from '../../../messages/zh.json';
import en from '../../../messages/en.json';
import { fieldErrors, formSchema, type ValidationTexts } from '../../forms/form-schema';
import { toSubmitBody } from '../../forms/record-values';
import type { ResourceDef } from '../define-resource';
import { dict, dictbiz, dictEntries } from './dict';
import { param } from './param';

const texts: ValidationTexts = {
  required: (label) => `请输入${label}`,
  requiredSelect: (label) => `请选择${label}`,
  number: 'number',
  decimals: () => 'decimals',
  tooLong: () => 'long',
  tooShort: () => 'short',
  tooLarge: () => 'large',
  tooSmall: () => 'small',
  email: 'email',
  phoneEmpty: '',
  phoneLength: '',
  phoneFormat: '',
  date: 'date',
  digits: 'digits',
};
type Messages = typeof zh;
/** The screen's lookups: label `resources.<name>.fields.*` else `fields.*`, required message `resources.<name>.rules.*`. */
function validate(resource: ResourceDef, messages: Messages, mode: 'add' | 'edit', values: Record<string, string>) {
  const own = (messages.resources as Record<string, { fields?: Record<string, string>; rules?: Record<string, string> }>)[resource.name];
  const label = (field: string) => own.fields?.[field] ?? (messages.fields as Record<string, string>)[field] ?? field;
  const result = formSchema(resource, mode, label, texts, (field) => own.rules?.[field]).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
const blank = { code: '', dictValue: '', dictKey: '', sort: '', isSealed: '', remark: '', parentName: '' };

describe('dictionary forms (docs/spec.md §5)', () => {
  it.each([dict, dictbiz])('$name: a dictionary needs code, name, sort and sealed, with the spec’s messages', (resource) => {
    expect(validate(resource, zh, 'add', blank)).toEqual({
      code: '请输入字典编号',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择字典封存',
    });
    expect(validate(resource, en, 'add', blank)).toEqual({
      code: 'Please enter the dictionary code',
      dictValue: 'Please enter the dictionary name',
      sort: 'Please enter the dictionary sort',
      isSealed: 'Please select sealed',
    });
    expect(validate(resource, zh, 'add', { ...blank, code: 'grade', dictValue: '等级', sort: '1', isSealed: '0' })).toEqual({});
  });

  it.each([dict, dictbiz])('$name: an entry also needs its key; code and parent are never edited', (resource) => {
    const entries = dictEntries(resource);
    // code comes from the dictionary: not validated nor sent, on add or edit.
    expect(validate(entries, zh, 'add', blank)).toEqual({
      dictKey: '请输入字典键值',
      dictValue: '请输入字典名称',
      sort: '请输入字典排序',
      isSealed: '请选择字典封存',
    });
    const body = toSubmitBody(
      entries,
      { ...blank, code: 'grade', parentName: '等级', dictKey: '1', dictValue: '一等', sort: '1', isSealed: '1' },
      'edit',
      '7',
    );
    expect(body).toEqual({ id: '7', dictKey: '1', dictValue: '一等', sort: 1, isSealed: 1, remark: '' });
  });

  it('opens the 880 px dialog', () => {
    expect(dict.dialogWidth).toBe(880);
    expect(dictbiz.dialogWidth).toBe(880);
  });
});

describe('parameter form (docs/spec.md §5)', () => {
  it('requires name, key and value on blur with the spec’s messages; the value is multi-line', () => {
    expect(validate(param, zh, 'add', { paramName: '', paramKey: '', paramValue: '', remark: '' })).toEqual({
      paramName: '请输入参数名称',
      paramKey: '请输入参数键名',
      paramValue: '请输入参数键值',
    });
    expect(param.fields.paramValue.type).toBe('textarea');
    expect(validate(param, zh, 'add', { paramName: 'n', paramKey: 'k', paramValue: 'line 1\nline 2', remark: '' })).toEqual({});
  });
});
