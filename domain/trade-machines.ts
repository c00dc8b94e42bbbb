/**
 * The pick-up order (提货单) and order (订单) state machines: which actions a row offers on the screens, and which the
 * embedded service allows (blade/services/trade/workflow/machines.ts refuses the others). Data only: both sides import it.
 *
 * Pick-up states (dict `pickup_status`): 0 草稿, 1 待审核, 2 待监管放行, 3 待提货, 4 提货中, 5 已完成,
 * 6 已驳回, 7 已作废, 8 已过期. Its deposit share (dict `deposit_status`): 0 冻结中, 1 已抵扣, 2 已释放.
 *
 *   0/6 ──submit──▶ 1 ──financeConfirm──▶ 2 ──confirm──▶ 3 ──verify / pound──▶ 4 ──pound──▶ 4 ──balance──▶ 5
 *                   │                     │
 *                   └──return──▶ 6 ◀──return┘   2 ──financeCancel──▶ 1
 *   5 (deposit held) ──deduct──▶ deposit deducted;  5 (deposit held) ──release──▶ deposit released
 */
export const PICKUP_STATUS = {
  draft: 0,
  pending: 1,
  awaitingRelease: 2,
  ready: 3,
  lifting: 4,
  completed: 5,
  returned: 6,
  voided: 7,
  expired: 8,
} as const;

export const DEPOSIT_STATUS = { held: 0, deducted: 1, released: 2 } as const;

export type PickupAction =
  | 'submit'
  | 'financeConfirm'
  | 'financeCancel'
  | 'confirm'
  | 'return'
  | 'verify'
  | 'pound'
  | 'balance'
  | 'deduct'
  | 'release';

export type Transition = { from: readonly number[]; to: number | null; deposit?: { from: number; to: number } };

/** `to: null` keeps the state (the action changes amounts only). */
export const PICKUP_TRANSITIONS: Record<PickupAction, Transition> = {
  submit: { from: [0, 6], to: 1 },
  financeConfirm: { from: [1], to: 2 },
  financeCancel: { from: [2], to: 1 },
  confirm: { from: [2], to: 3 },
  return: { from: [1, 2], to: 6 },
  verify: { from: [3], to: 4 },
  pound: { from: [3, 4], to: 4 },
  balance: { from: [4], to: 5 },
  deduct: { from: [5], to: null, deposit: { from: 0, to: 1 } },
  release: { from: [5], to: null, deposit: { from: 0, to: 2 } },
};

/**
 * The generic 编辑 and 删除 of a pick-up: edited only before finance confirmed it (草稿, 待审核, 已驳回), removed only while
 * nothing was released, weighed or settled on it (those and 已作废, 已过期). A settled pick-up's quantities and amounts
 * are the order's history: its pound slips and deposit movements would be left pointing at nothing.
 */
export const PICKUP_EDITABLE = [0, 1, 6] as const;
export const PICKUP_REMOVABLE = [0, 1, 6, 7, 8] as const;

/**
 * Order states (dict `order_status`): 0 待确认, 1 待签约, 2 待付保证金, 3 待付款, 4 执行中, 5 部分提货,
 * 6 待结算, 7 已完成, 8 已取消, 9 违约关闭. Pick-ups move 4 → 5 → 6 as tonnes are weighed.
 *
 *   0 ──confirmLines──▶ 1 ──generateContract (sign task)… every party signs the sales contract: contractSigned──▶ 2
 *   2 ──the deposit recorded on the order (登记保证金, order submit) reaches its deposit amount: depositReceived──▶ 4
 *   0/1/2/3/4 ──cancel (取消订单, with a reason and, with a deposit held, its refund or forfeit; order/cancel)──▶ 8
 *       (an executing order only while nothing was released to the buyer)
 *   4/5/6 ──close (结清: lifted into the band, settled, paid, invoiced)──▶ 7; the same conditions fully lifted complete it by themselves
 *
 * The deposit the order holds (deposit_paid) is what settled pick-ups later deduct or release their share from, so
 * an order is executed only once it is there. A refusal (已拒签) leaves the order in 1 for a new contract.
 */
export type OrderAction =
  | 'confirmLines'
  | 'generateContract'
  | 'contractSigned'
  | 'depositReceived'
  | 'updatePrice'
  | 'exchange'
  | 'newPickup'
  | 'cancel'
  | 'close'
  | 'supplement';

export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  confirmLines: { from: [0], to: 1 },
  generateContract: { from: [1, 2], to: null },
  contractSigned: { from: [1], to: 2 },
  depositReceived: { from: [2], to: 4 },
  // A price changes on the order only before signing; afterwards by a supplementary agreement (order-actions.ts).
  updatePrice: { from: [0, 1], to: null },
  // 价格补充协议: after signing and until the order is done, a new price both parties sign (order-supplements.ts).
  supplement: { from: [2, 3, 4, 5, 6], to: null },
  exchange: { from: [0, 1, 2, 3], to: null },
  newPickup: { from: [4, 5], to: null },
  cancel: { from: [0, 1, 2, 3, 4], to: 8 },
  close: { from: [4, 5, 6], to: 7 },
};

export type PickupState = { pickupStatus: number; depositStatus?: number };

export function transitionAllowed(transition: Transition, status: number, depositStatus = 0): boolean {
  if (!transition.from.includes(status)) return false;
  return !transition.deposit || transition.deposit.from === depositStatus;
}

export function pickupActionAllowed(action: PickupAction, state: PickupState): boolean {
  return transitionAllowed(PICKUP_TRANSITIONS[action], state.pickupStatus, state.depositStatus ?? 0);
}

export function orderActionAllowed(action: OrderAction, orderStatus: number): boolean {
  return transitionAllowed(ORDER_TRANSITIONS[action], orderStatus);
}

/** Every action a pick-up in this state offers, in the table's order. */
export function pickupActions(state: PickupState): PickupAction[] {
  return (Object.keys(PICKUP_TRANSITIONS) as PickupAction[]).filter((action) => pickupActionAllowed(action, state));
}

/** A row action's state guard (RowActionDef.when) for a pick-up action, from the table above. */
export function pickupGuard(action: PickupAction): Record<string, readonly number[]> {
  const { from, deposit } = PICKUP_TRANSITIONS[action];
  return deposit ? { pickupStatus: from, depositStatus: [deposit.from] } : { pickupStatus: from };
}

/** The same for an order action, on the order's own row. */
export function orderGuard(action: OrderAction): Record<string, readonly number[]> {
  return { orderStatus: ORDER_TRANSITIONS[action].from };
}

/** The seeded dictionaries' labels (pickup_status, order_status, deposit_status), for the refusal messages. */
export const PICKUP_STATUS_ZH = ['草稿', '待审核', '待监管放行', '待提货', '提货中', '已完成', '已驳回', '已作废', '已过期'];
export const ORDER_STATUS_ZH = ['待确认', '待签约', '待付保证金', '待付款', '执行中', '部分提货', '待结算', '已完成', '已取消', '违约关闭'];
export const DEPOSIT_STATUS_ZH = ['冻结中', '已抵扣', '已释放'];
