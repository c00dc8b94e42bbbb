import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { BLADE_MESSAGES, badParameter, missingParameter, reasonTooLong } from '@/domain/blade-messages';
import { bladeMessageText } from './blade-message';

/** The shared Blade texts (domain/blade-messages.ts) read in English on an English screen. */
const texts = { seeded: zh.bladeMessages, translated: en.bladeMessages, dictSeeded: zh.dictLabels, dictTranslated: en.dictLabels };

describe('shared Blade message texts', () => {
  it.each(Object.entries(BLADE_MESSAGES))('%s has its English text', (_, text) => {
    const english = bladeMessageText(text, 'en', texts);
    expect(english).not.toBe(text);
    expect(english).not.toMatch(/[\u4e00-\u9fff]/u);
  });

  it.each([
    [missingParameter('orderNo'), 'A required request parameter is missing: orderNo'],
    [badParameter('onSale'), 'onSale'],
    [reasonTooLong(200), '200'],
    [reasonTooLong(255), '255'],
  ])('%s reads in English with its variable part', (text, part) => {
    const english = bladeMessageText(text, 'en', texts);
    expect(english).toContain(part);
    expect(english).not.toMatch(/[\u4e00-\u9fff]/u);
  });
});
