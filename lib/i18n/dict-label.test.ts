import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { dictEntryLabel, dictMessageKey } from './dict-label';

const texts = { seeded: zh.dictLabels, translated: en.dictLabels };
const zhTexts = { seeded: zh.dictLabels, translated: zh.dictLabels };

describe('dictEntryLabel', () => {
  it('shows the English label in en while the stored value is the seeded text', () => {
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '执行中' }, 'en', texts)).toBe('In progress');
    expect(dictEntryLabel({ code: 'quality_index', key: 'moisture', value: '水分' }, 'en', texts)).toBe('Moisture');
  });

  it('always shows the stored value in zh', () => {
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '执行中' }, 'zh', zhTexts)).toBe('执行中');
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '履约中' }, 'zh', zhTexts)).toBe('履约中');
  });

  it('keeps a tenant’s renamed entry as stored in en, never a translation of the old text', () => {
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '履约中' }, 'en', texts)).toBe('履约中');
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '执行中 ' }, 'en', texts)).toBe('执行中 ');
  });

  it('keeps entries and dictionaries a tenant added as stored in en', () => {
    expect(dictEntryLabel({ code: 'order_status', key: '42', value: '待复核' }, 'en', texts)).toBe('待复核');
    expect(dictEntryLabel({ code: 'tenant_own', key: '1', value: '自定义' }, 'en', texts)).toBe('自定义');
  });

  it('falls back to the stored value when the texts are missing', () => {
    expect(dictEntryLabel({ code: 'order_status', key: '4', value: '执行中' }, 'en', { seeded: null, translated: en.dictLabels })).toBe(
      '执行中',
    );
    expect(
      dictEntryLabel({ code: 'order_status', key: '4', value: '执行中' }, 'en', { seeded: zh.dictLabels, translated: undefined }),
    ).toBe('执行中');
  });

  it('finds entries whose code or key has characters next-intl keys cannot hold', () => {
    const seeded = { [dictMessageKey('cms.v2')]: { [dictMessageKey('a.b')]: '甲' } };
    const translated = { [dictMessageKey('cms.v2')]: { [dictMessageKey('a.b')]: 'A' } };
    expect(dictEntryLabel({ code: 'cms.v2', key: 'a.b', value: '甲' }, 'en', { seeded, translated })).toBe('A');
  });
});

describe('dictMessageKey', () => {
  it('keeps plain codes and keys as they are', () => {
    expect(dictMessageKey('order_status')).toBe('order_status');
    expect(dictMessageKey('0')).toBe('0');
  });

  it('encodes dots and every other odd character, so no two inputs collide', () => {
    expect(dictMessageKey('a.b')).toBe('a-2e-b');
    expect(dictMessageKey('a-2e-b')).toBe('a-2d-2e-2d-b');
    expect(dictMessageKey('状态 1')).toBe('-72b6--6001--20-1');
    expect(dictMessageKey('a.b')).not.toContain('.');
  });
});
