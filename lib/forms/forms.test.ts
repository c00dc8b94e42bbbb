import { defineResource } from '../resources/define-resource';
import { auditFields, datetime, dict, email, money, number, password, phone, text, weight } from '../resources/fields';
import { fieldErrors, formSchema, type ValidationTexts } from './form-schema';
import { toFormValues, toSubmitBody } from './record-values';

const texts: ValidationTexts = {
  required: (label) => `请输入${label}`,
  requiredSelect: (label) => `请选择${label}`,
  number: 'number',
  decimals: (n) => `decimals ${n}`,
  tooLong: (n) => `long ${n}`,
  tooShort: (n) => `short ${n}`,
  tooLarge: (n) => `large ${n}`,
  tooSmall: (n) => `small ${n}`,
  email: 'email',
  phoneEmpty: 'phone number cannot be empty',
  phoneLength: 'phone number length is not 11',
  phoneFormat: 'phone number format incorrect',
  date: 'date',
  digits: 'digits',
};
const labels: Record<string, string> = { paramName: '参数名称', paramKey: '参数键名', paramValue: '参数键值', category: '分类' };

const resource = defineResource({
  name: 'demo',
  menuPath: '/demo',
  api: '/blade-demo/demo',
  fields: {
    paramName: text({ required: true, max: 5 }),
    paramKey: text({ required: true, readOnly: 'edit' }),
    paramValue: text({ required: true }),
    category: dict('notice', { required: true }),
    price: money(),
    tonnes: weight(),
    count: number({ max: 10 }),
    mobile: phone({ required: true }),
    mail: email(),
    releaseTime: datetime(),
    ...auditFields(),
  },
});

const validate = (mode: 'add' | 'edit', values: Record<string, string>) => {
  const result = formSchema(resource, mode, (name) => labels[name] ?? name, texts).safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
};
const blank = {
  paramName: '',
  paramKey: '',
  paramValue: '',
  category: '',
  price: '',
  tonnes: '',
  count: '',
  mobile: '',
  mail: '',
  releaseTime: '',
};

describe('form validation from the definition', () => {
  it('gives the spec’s required messages', () => {
    expect(validate('add', blank)).toEqual({
      paramName: '请输入参数名称',
      paramKey: '请输入参数键名',
      paramValue: '请输入参数键值',
      category: '请选择分类',
      mobile: 'phone number cannot be empty',
    });
  });

  it('skips fields fixed once created', () => {
    expect(validate('edit', blank)).not.toHaveProperty('paramKey');
  });

  it('accepts only digits in a digits field', () => {
    const codes = defineResource({ name: 'r', menuPath: '/r', api: '/b/r', fields: { code: text({ digits: true, max: 6 }) } });
    const check = (code: string) => formSchema(codes, 'add', String, texts).safeParse({ code });
    expect(check('110101').success).toBe(true);
    expect(check('11a').success).toBe(false);
  });

  it('checks numbers, decimals, length, phone and email', () => {
    const errors = validate('add', {
      ...blank,
      paramName: 'toolong',
      paramKey: 'k',
      paramValue: 'v',
      category: '1',
      price: '1.234',
      tonnes: '1.2345',
      count: '11',
      mobile: '1380013800',
      mail: 'x@',
    });
    expect(errors).toEqual({
      paramName: 'long 5',
      price: 'decimals 2',
      tonnes: 'decimals 3',
      count: 'large 10',
      mobile: 'phone number length is not 11',
      mail: 'email',
    });
    expect(validate('add', { ...blank, paramName: 'a', paramKey: 'k', paramValue: 'v', category: '1', mobile: '12345678901' }).mobile).toBe(
      'phone number format incorrect',
    );
    expect(
      validate('add', { ...blank, paramName: 'a', paramKey: 'k', paramValue: 'v', category: '1', mobile: '13800138000', price: 'abc' })
        .price,
    ).toBe('number');
  });

  it('checks a text’s shortest length (a new user’s password)', () => {
    const users = defineResource({
      name: 'u',
      menuPath: '/u',
      api: '/b/u',
      fields: { password: password({ required: true, min: 6, max: 45 }) },
    });
    const check = (value: string) => {
      const result = formSchema(users, 'add', String, texts).safeParse({ password: value });
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(check('123')).toEqual({ password: 'short 6' });
    expect(check('123456')).toEqual({});
  });

  it('neither checks nor sends a field its condition hides (a menu has no button position)', () => {
    const menus = defineResource({
      name: 'm',
      menuPath: '/m',
      api: '/b/m',
      fields: {
        category: dict('menu_category', { required: true }),
        action: dict('button_func', { required: true, shownWhen: { category: ['2'] } }),
      },
    });
    const check = (values: Record<string, string>) => {
      const result = formSchema(menus, 'add', String, texts, undefined, values).safeParse(values);
      return result.success ? {} : fieldErrors(result.error);
    };
    expect(check({ category: '1', action: '' })).toEqual({});
    expect(check({ category: '2', action: '' })).toEqual({ action: '请选择action' });
    expect(toSubmitBody(menus, { category: '1', action: '2' }, 'edit', '9')).toEqual({ id: '9', category: '1' });
    expect(toSubmitBody(menus, { category: '2', action: '2' }, 'edit', '9')).toEqual({ id: '9', category: '2', action: '2' });
  });
});

describe('record ↔ form values', () => {
  it('reads Blade’s empties and writes typed JSON', () => {
    const values = toFormValues(resource, {
      id: '9',
      paramName: 'a',
      price: 12.5,
      count: -1,
      releaseTime: '2026-01-02 03:04:05',
      category: 2,
      mobile: '',
    });
    expect(values).toMatchObject({
      paramName: 'a',
      price: '12.5',
      count: '-1',
      releaseTime: '2026-01-02 03:04:05',
      category: '2',
      mobile: '',
    });
    const body = toSubmitBody(resource, { ...values, releaseTime: '2026-01-02T03:04', tonnes: '' }, 'edit', '9');
    expect(body).toMatchObject({
      id: '9',
      paramName: 'a',
      price: 12.5,
      count: -1,
      releaseTime: '2026-01-02 03:04:00',
      tonnes: '',
      category: '2',
    });
    expect(body).not.toHaveProperty('paramKey');
    expect(body).not.toHaveProperty('createTime');
  });

  it('sends only what was filled on add', () => {
    expect(toSubmitBody(resource, { ...blank, paramName: 'x', paramKey: 'k' }, 'add')).toEqual({ paramName: 'x', paramKey: 'k' });
  });
});
