import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import compile from 'icu-minify/compile';
import { bladeMessageText, type BladeMessageTexts } from './blade-message';

const texts: BladeMessageTexts = {
  seeded: zh.bladeMessages,
  translated: en.bladeMessages,
  dictSeeded: zh.dictLabels,
  dictTranslated: en.dictLabels,
};
const english = (msg: string) => bladeMessageText(msg, 'en', texts);

describe('bladeMessageText', () => {
  it('leaves every message as Blade wrote it on Chinese screens', () => {
    expect(bladeMessageText('操作成功', 'zh', texts)).toBe('操作成功');
    expect(bladeMessageText('当前状态不允许此操作: 合同 HT1 为「待签署」', 'zh', texts)).toBe(
      '当前状态不允许此操作: 合同 HT1 为「待签署」',
    );
  });

  it('translates an exact text', () => {
    expect(english('操作成功')).toBe('Done');
    expect(english('用户名或密码错误')).toBe('Wrong account or password');
    expect(english('当前租户已到最大账号额度!')).toBe('The tenant has reached its account quota!');
  });

  it('translates a refused transition, with its state, action and allowed states', () => {
    // Blade quotes each allowed state: 「A」/「B」.
    expect(english('当前状态不允许此操作: 提货单 TH20260101000001 为「待审核」，确认提货仅限「待提货」/「提货中」状态')).toBe(
      'Not allowed in the current state: Pick-up TH20260101000001 is “Pending review”; Confirm pick-up is only allowed when it is “To pick up” or “Picking up”',
    );
    expect(english('当前状态不允许此操作: 合同 HT001 为「已完成」')).toBe(
      'Not allowed in the current state: contract HT001 is “Completed”',
    );
  });

  it('keeps a variable part it does not know', () => {
    expect(english('当前状态不允许此操作: 提货单 TH1 为「某个新状态」，确认提货仅限「待提货」/「另一个新状态」状态')).toBe(
      'Not allowed in the current state: Pick-up TH1 is “某个新状态”; Confirm pick-up is only allowed when it is “To pick up” or “另一个新状态”',
    );
    expect(english('当前用户 [张三] 已存在!')).toBe('User [张三] already exists!');
  });

  it('translates a field label inside a validation text', () => {
    expect(english('请输入毛重')).toBe('Enter gross weight');
    expect(english('容重最多0位小数')).toBe('test weight has at most 0 decimal places');
  });

  it('prefers the exact text over a pattern it also matches', () => {
    expect(english('请输入正确的确认密码!')).toBe('The confirmation password does not match!');
    expect(english('缺少必要的请求参数: ids')).toBe('A required request parameter is missing: ids');
    expect(english('缺少必要的请求参数: pickupId')).toBe('A required request parameter is missing: pickupId');
  });

  it('translates nested parts: a list of missing items that are patterns themselves', () => {
    expect(english('商品信息不完整，无法上架，缺少：商品图片、SKU1 的价格')).toBe(
      'The goods information is incomplete and cannot go on sale; missing: goods images, the price of SKU1',
    );
  });

  it('reads a list cut short with 等', () => {
    expect(english('签约企业「粮丰」还有 4 份待签署合同（HT1、HT2、HT3等），不能解除绑定')).toBe(
      'Signing company “粮丰” still has 4 contracts to sign (HT1, HT2, HT3 etc.) and cannot be unbound',
    );
  });

  it('translates a dictionary label used as a variable part', () => {
    // 一等 is a grain_grade dictionary label, not a bladeMessages term.
    expect(english('当前状态不允许此操作: 订单 DD1 为「一等」，生成合同仅限「待签约」状态')).toContain('is “Grade 1”');
  });

  it('leaves an unknown message as Blade wrote it', () => {
    expect(english('一个没有人见过的错误')).toBe('一个没有人见过的错误');
    expect(english('Cannot find task with id 42')).toBe('Cannot find task with id 42');
    expect(english('')).toBe('');
  });

  it('reads the catalogue as the browser gets it, precompiled by next-intl', () => {
    const precompiled = (messages: Record<string, unknown>): Record<string, unknown> =>
      Object.fromEntries(
        Object.entries(messages).map(([key, value]) => [
          key,
          typeof value === 'string' ? compile(value) : precompiled(value as Record<string, unknown>),
        ]),
      );
    const browser = {
      seeded: precompiled(zh.bladeMessages),
      translated: precompiled(en.bladeMessages),
      dictSeeded: null,
      dictTranslated: null,
    };
    expect(bladeMessageText('当前状态不允许此操作: 提货单 TH1 为「待监管放行」，财务确认仅限「待审核」状态', 'en', browser)).toBe(
      'Not allowed in the current state: Pick-up TH1 is “Awaiting supervisor release”; Finance confirmation is only allowed when it is “Pending review”',
    );
    expect(bladeMessageText('操作成功', 'en', browser)).toBe('Done');
  });

  it('leaves messages alone when the catalogue is missing', () => {
    expect(bladeMessageText('操作成功', 'en', { seeded: null, translated: null })).toBe('操作成功');
  });
});
