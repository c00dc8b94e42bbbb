import { depositShare, orderBalance, orderStatusAfterPick, spreadPicked, weighSlip } from './amounts';
import { assertOrderAction, assertPickupAction } from './machines';
import { ServiceError } from '../../../http/envelope';

describe('weigh slips', () => {
  it('net = gross − tare and settlement = net − deduction, to the kilogram', () => {
    expect(weighSlip({ grossWeight: 49.86, tareWeight: 16.4, deductWeight: 0.113 })).toEqual({ netWeight: 33.46, settleWeight: 33.347 });
  });

  it('refuses a tare not below the gross and a deduction not below the net', () => {
    expect(weighSlip({ grossWeight: 15, tareWeight: 15, deductWeight: 0 })).toEqual({ error: '毛重必须大于皮重' });
    expect(weighSlip({ grossWeight: 20, tareWeight: 15, deductWeight: 5 })).toEqual({ error: '扣重必须小于净重(毛重 − 皮重)' });
  });
});

describe('picked quantities', () => {
  it('fills the first lot first and puts any excess on the last', () => {
    expect(spreadPicked([{ quantity: 100 }, { quantity: 50 }], 120.5)).toEqual([100, 20.5]);
    expect(spreadPicked([{ quantity: 100 }, { quantity: 50 }], 153.2)).toEqual([100, 53.2]);
    expect(spreadPicked([{ quantity: 100 }], 0)).toEqual([0]);
  });

  it('moves an executing order to partly picked, then to awaiting settlement', () => {
    expect(orderStatusAfterPick(4, 100, 0)).toBe(4);
    expect(orderStatusAfterPick(4, 100, 30)).toBe(5);
    expect(orderStatusAfterPick(5, 100, 100)).toBe(6);
    expect(orderStatusAfterPick(5, 100, 101.2)).toBe(6);
    expect(orderStatusAfterPick(7, 100, 50)).toBe(7);
  });
});

describe('deposits and the order balance', () => {
  it('a deposit share is the goods value times the deposit ratio', () => {
    expect(depositShare(86_250.5, 10)).toBe(8625.05);
  });

  it('balance = paid − value lifted', () => {
    const balance = orderBalance({
      amount: 300_000,
      quantity: 100,
      pickedQuantity: 40,
      unitPrice: 3000,
      paidAmount: 150_000,
      depositAmount: 30_000,
      depositPaid: 18_000,
      depositDeducted: 12_000,
      depositReleased: 0,
    });
    expect(balance).toEqual(expect.objectContaining({ pickedValue: 120_000, remainingQuantity: 60, balance: 30_000, depositHeld: 18_000 }));
  });
});

describe('refusals', () => {
  it('names the state, the action and the states where it is allowed', () => {
    expect(() => assertPickupAction('confirm', { pickupNo: 'TH1', status: 1, depositStatus: 0 })).toThrow(
      new ServiceError('当前状态不允许此操作: 提货单 TH1 为「待审核」，确认提货仅限「待监管放行」状态'),
    );
    expect(() => assertPickupAction('release', { pickupNo: 'TH1', status: 5, depositStatus: 1 })).toThrow('保证金已抵扣，不能保证金释放');
    expect(() => assertOrderAction('confirmLines', { orderNo: 'DD1', status: 4 })).toThrow(
      '订单 DD1 为「执行中」，确认订单明细仅限「待确认」状态',
    );
    expect(assertPickupAction('pound', { pickupNo: 'TH1', status: 3, depositStatus: 0 })).toBe(4);
  });
});
