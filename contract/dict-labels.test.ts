/**
 * Every dictionary entry the embedded service seeds has its labels in the messages (`dictLabels.<code>.<key>`):
 * zh the seeded text verbatim (what dictEntryLabel compares the stored value with), en an English label.
 * A new seed without its labels fails here. Lives outside lib/ and blade/: neither imports the other.
 */
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { dictEntryLabel, dictMessageKey, type DictMessages } from '@/lib/i18n/dict-label';
import { seededDicts } from '../blade/seed/all-dicts';

const zhLabels: DictMessages = zh.dictLabels;
const enLabels: DictMessages = en.dictLabels;
const dicts = [...seededDicts.system, ...seededDicts.biz];
const entries = dicts.flatMap((dict) => dict.entries.map((entry) => ({ code: dict.code, key: entry.key, value: entry.value })));

describe('dictionary labels of the seeded entries', () => {
  it('seeds each code once, so one label per code and key is enough', () => {
    expect(new Set(dicts.map((dict) => dict.code)).size).toBe(dicts.length);
  });

  it.each(entries.map((entry) => [`${entry.code}.${entry.key}`, entry] as const))(
    '%s has its zh text verbatim and an English label',
    (_name, entry) => {
      const code = dictMessageKey(entry.code);
      const key = dictMessageKey(entry.key);
      expect(zhLabels[code]?.[key]).toBe(entry.value);
      expect(enLabels[code]?.[key]).toEqual(expect.any(String));
      expect(dictEntryLabel(entry, 'en', { seeded: zhLabels, translated: enLabels })).toBe(enLabels[code]?.[key]);
    },
  );

  it('English labels are English: no Chinese characters, no ICU syntax', () => {
    for (const entry of entries) {
      const label = enLabels[dictMessageKey(entry.code)]?.[dictMessageKey(entry.key)] ?? '';
      expect([entry.code, entry.key, /[\u3400-\u9fff]/u.test(label) || /[{}<>']/u.test(label)]).toEqual([entry.code, entry.key, false]);
    }
  });

  it('labels nothing that is not seeded', () => {
    const seeded = new Set(entries.map((entry) => `${dictMessageKey(entry.code)}.${dictMessageKey(entry.key)}`));
    const labelled = Object.entries(zhLabels).flatMap(([code, keys]) => Object.keys(keys ?? {}).map((key) => `${code}.${key}`));
    expect(labelled.filter((key) => !seeded.has(key))).toEqual([]);
  });
});
