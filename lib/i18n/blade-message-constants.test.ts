import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { BLADE_MESSAGES } from '@/domain/blade-messages';
import { bladeMessageText } from './blade-message';

/** The shared Blade texts (domain/blade-messages.ts) read in English on an English screen. */
const texts = { seeded: zh.bladeMessages, translated: en.bladeMessages, dictSeeded: zh.dictLabels, dictTranslated: en.dictLabels };

describe('shared Blade message texts', () => {
  it.each(Object.entries(BLADE_MESSAGES))('%s has its English text', (_, text) => {
    const english = bladeMessageText(text, 'en', texts);
    expect(english).not.toBe(text);
    expect(english).not.toMatch(/[\u4e00-\u9fff]/u);
  });
});
