/**
 * A fund account is the replay of its ledger (资金流水): account_flow_type 1 充值 (+balance), 2 提现 (−balance),
 * 3 冻结 (+frozen), 4 解冻 (−frozen), 5 扣除 (−balance, −frozen: a held deposit spent), 6 支付 (−balance),
 * 7 收入 / 8 退款 (+balance). Available = balance − frozen. The seed and the service both replay with this.
 */
export type Movement = { flowType: number; amount: number };
export type AccountState = { balance: number; frozen: number; recharge: number; withdraw: number };

const round2 = (value: number) => Math.round(value * 100) / 100;
export const EMPTY_ACCOUNT: AccountState = { balance: 0, frozen: 0, recharge: 0, withdraw: 0 };

export function applyMovement(state: AccountState, { flowType, amount }: Movement): AccountState {
  const next = { ...state };
  switch (flowType) {
    case 1:
      next.balance += amount;
      next.recharge += amount;
      break;
    case 2:
      next.balance -= amount;
      next.withdraw += amount;
      break;
    case 3:
      next.frozen += amount;
      break;
    case 4:
      next.frozen -= amount;
      break;
    case 5:
      next.balance -= amount;
      next.frozen -= amount;
      break;
    case 6:
      next.balance -= amount;
      break;
    default:
      next.balance += amount;
  }
  return { balance: round2(next.balance), frozen: round2(next.frozen), recharge: round2(next.recharge), withdraw: round2(next.withdraw) };
}

export const replay = (moves: readonly Movement[], from: AccountState = EMPTY_ACCOUNT) => moves.reduce(applyMovement, from);

/** The account columns a replayed state sets. */
export const accountColumns = (state: AccountState) => ({
  balance: state.balance,
  frozen_amount: state.frozen,
  available_amount: round2(state.balance - state.frozen),
  total_recharge: state.recharge,
  total_withdraw: state.withdraw,
});
