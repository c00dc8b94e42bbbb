import zh from './zh.json';
import en from './en.json';

const flatten = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);

describe('messages', () => {
  it('zh and en have exactly the same keys', () => {
    expect(flatten(en).sort()).toEqual(flatten(zh).sort());
  });

  it('has no empty texts', () => {
    for (const messages of [zh, en]) for (const key of flatten(messages)) expect(String(lookup(messages, key)).trim()).not.toBe('');
  });

  it('uses the spec’s Chinese texts verbatim', () => {
    expect(zh.shell.home).toBe('首页');
    expect(zh.lock.passwordRequired).toBe('锁屏密码不能为空');
  });
});

describe('global error page texts', () => {
  it('are the messages’ own status texts', () => {
    const texts = require('../lib/i18n/global-error-texts.json');
    expect(texts).toEqual({ zh: { status: zh.status }, en: { status: en.status } });
  });
});
