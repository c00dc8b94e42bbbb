import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { bladeMessageText } from './blade-message';
import { scanBladeMessages } from './blade-message-scan';

/**
 * The contract between the embedded Blade service and the catalogue: every Chinese text `blade/` can answer
 * (a `${…}` part filled with a neutral sample) reads without Chinese on an English screen. A new message
 * without a `bladeMessages` entry fails here, naming the file and line.
 */
const CJK = /[\u4e00-\u9fff]/u;
const texts = { seeded: zh.bladeMessages, translated: en.bladeMessages, dictSeeded: zh.dictLabels, dictTranslated: en.dictLabels };

describe('bladeMessages catalogue', () => {
  const scanned = scanBladeMessages(process.cwd());

  it('finds the embedded service’s messages', () => {
    const found = scanned.map((message) => message.text);
    expect(found).toEqual(
      expect.arrayContaining([
        '操作成功',
        '当前状态不允许此操作: 提货单 {0} 为「{1}」，{2}仅限{3}状态',
        '请输入{0}',
        '当前提货单号已存在!',
      ]),
    );
    expect(scanned.length).toBeGreaterThan(400);
  });

  it('has an English text for every message the embedded service can send', () => {
    const missing = scanned
      .map(({ text, file, line }) => ({
        where: `${file}:${line}`,
        text,
        english: bladeMessageText(text.replace(/\{\d+\}/gu, 'X1'), 'en', texts),
      }))
      .filter(({ english }) => CJK.test(english));
    expect(missing).toEqual([]);
  });

  it('keeps message keys free of dots and every placeholder of a zh text in its en text', () => {
    const zhTexts = zh.bladeMessages as Record<string, unknown>;
    const enTexts = en.bladeMessages as Record<string, unknown>;
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/gu)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(zhTexts)) {
      expect(key).not.toContain('.');
      if (typeof text === 'string') expect([key, names(enTexts[key] as string)]).toEqual([key, names(text)]);
    }
  });
});
