import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { bandAxisWidth, dictColumnWidth, labelWidth } from './label-width';

describe('labelWidth', () => {
  it('counts CJK characters full width and others about half', () => {
    expect(labelWidth('待确认', 12)).toBe(36);
    expect(labelWidth('Held', 10)).toBeCloseTo(22);
    expect(labelWidth('', 12)).toBe(0);
  });
});

describe('dictColumnWidth', () => {
  it('keeps the field’s width when the Chinese labels fit in it', () => {
    expect(dictColumnWidth(Object.values(zh.dictLabels.order_status), 140)).toBe(140);
    expect(dictColumnWidth(Object.values(zh.dictLabels.grain_grade), 90)).toBe(90);
  });

  it('widens a column for its longest English label', () => {
    expect(dictColumnWidth(Object.values(en.dictLabels.order_status), 140)).toBe(Math.ceil(labelWidth('Awaiting confirmation', 13) + 44));
  });

  it('stops at a sensible maximum and copes with no labels', () => {
    expect(dictColumnWidth(Object.values(en.dictLabels.repayment_method), 140)).toBe(240);
    expect(dictColumnWidth([], 140)).toBe(140);
  });
});

describe('bandAxisWidth', () => {
  it('fits the longest category label of a chart axis, within bounds', () => {
    expect(bandAxisWidth(Object.values(en.dictLabels.pickup_status))).toBe(Math.ceil(labelWidth('Ready for pick-up', 12) + 14));
    expect(bandAxisWidth(Object.values(zh.dictLabels.pickup_status))).toBe(Math.ceil(labelWidth('待监管放行', 12) + 14));
    expect(bandAxisWidth(['x'.repeat(80)])).toBe(160);
  });
});
