import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { dictColumnWidth } from './dict-column-width';

describe('dictColumnWidth', () => {
  it('keeps the field’s width when the Chinese labels fit in it', () => {
    expect(dictColumnWidth(Object.values(zh.dictLabels.order_status), 140)).toBe(140);
    expect(dictColumnWidth(Object.values(zh.dictLabels.grain_grade), 90)).toBe(90);
  });

  it('widens a column for its longest English label', () => {
    const width = dictColumnWidth(Object.values(en.dictLabels.order_status), 140);
    expect(width).toBeGreaterThan(140);
    expect(width).toBe(Math.ceil('Awaiting confirmation'.length * 7 + 44));
  });

  it('stops at a sensible maximum and copes with no labels', () => {
    expect(dictColumnWidth(Object.values(en.dictLabels.repayment_method), 140)).toBe(240);
    expect(dictColumnWidth([], 140)).toBe(140);
  });
});
