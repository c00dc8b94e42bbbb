import { accountColumns, applyMovement, EMPTY_ACCOUNT, replay } from './ledger';

describe('fund account ledger', () => {
  it('replays deposits, freezes, spent deposits, payments and withdrawals', () => {
    const state = replay([
      { flowType: 1, amount: 1_500_000 },
      { flowType: 3, amount: 120_000.5 },
      { flowType: 5, amount: 120_000.5 },
      { flowType: 6, amount: 1_080_004.5 },
      { flowType: 7, amount: 300_000 },
      { flowType: 2, amount: 180_000 },
      { flowType: 8, amount: 12_600 },
    ]);
    expect(state).toEqual({ balance: 432_595, frozen: 0, recharge: 1_500_000, withdraw: 180_000 });
  });

  it('keeps the frozen part inside the balance: available = balance − frozen', () => {
    const held = applyMovement(applyMovement(EMPTY_ACCOUNT, { flowType: 1, amount: 500 }), { flowType: 3, amount: 200 });
    expect(accountColumns(held)).toEqual({
      balance: 500,
      frozen_amount: 200,
      available_amount: 300,
      total_recharge: 500,
      total_withdraw: 0,
    });
    expect(accountColumns(applyMovement(held, { flowType: 4, amount: 200 })).available_amount).toBe(500);
  });
});
