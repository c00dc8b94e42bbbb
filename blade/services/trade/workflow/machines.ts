import { ServiceError } from '../../../http/envelope';

/**
 * The pick-up and order state machines the service enforces. The same tables drive the screens'
 * row actions in lib/workflows/pickup-machine.ts (the app and this service share no code;
 * contract/workflow-machines.test.ts keeps the two equal). See that file for the diagram.
 */
export type PickupAction = 'submit' | 'financeConfirm' | 'financeCancel' | 'confirm' | 'return' | 'verify' | 'pound' | 'balance' | 'deduct' | 'release';
export type OrderAction = 'confirmLines' | 'generateContract' | 'contractSigned' | 'depositReceived' | 'updatePrice' | 'exchange' | 'newPickup' | 'cancel' | 'close' | 'supplement';
export type Transition = { from: readonly number[]; to: number | null; deposit?: { from: number; to: number } };

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

export const ORDER_TRANSITIONS: Record<OrderAction, Transition> = {
  confirmLines: { from: [0], to: 1 },
  generateContract: { from: [1, 2], to: null },
  // Every party signed the sales contract (the e-sign provider's doing, services/esign): 待签约 → 待付保证金.
  contractSigned: { from: [1], to: 2 },
  // The deposit recorded on the order reaches what it owes (order submit, services/trade/order-hooks.ts): → 执行中.
  depositReceived: { from: [2], to: 4 },
  // A price changes on the order only before signing; afterwards by a supplementary agreement (order-actions.ts).
  updatePrice: { from: [0, 1], to: null },
  // 价格补充协议: after signing and until the order is done, a new price both parties sign (order-supplements.ts).
  supplement: { from: [2, 3, 4, 5, 6], to: null },
  exchange: { from: [0, 1, 2, 3], to: null },
  newPickup: { from: [4, 5], to: null },
  // 取消订单 (with a reason), until goods are released (an executing order with nothing released; order-lifecycle.ts).
  cancel: { from: [0, 1, 2, 3, 4], to: 8 },
  // 结清: lifted into the band, settled, paid and invoiced; the deposit still held is applied or refunded (order-lifecycle.ts).
  close: { from: [4, 5, 6], to: 7 },
};

/** The pick-up's generic edit and remove (see lib/workflows/pickup-machine.ts). */
export const PICKUP_EDITABLE = [0, 1, 6] as const;
export const PICKUP_REMOVABLE = [0, 1, 6, 7, 8] as const;

/** The seeded dictionaries' labels (pickup_status, order_status, deposit_status), for the refusal messages. */
export const PICKUP_STATUS_ZH = ['草稿', '待审核', '待监管放行', '待提货', '提货中', '已完成', '已驳回', '已作废', '已过期'];
export const ORDER_STATUS_ZH = ['待确认', '待签约', '待付保证金', '待付款', '执行中', '部分提货', '待结算', '已完成', '已取消', '违约关闭'];
export const DEPOSIT_STATUS_ZH = ['冻结中', '已抵扣', '已释放'];

export const PICKUP_ACTION_ZH: Record<PickupAction, string> = {
  submit: '提交提货单', financeConfirm: '财务确认', financeCancel: '财务撤销', confirm: '确认提货', return: '退回', verify: '核验',
  pound: '磅单录入', balance: '余款结算', deduct: '保证金抵扣', release: '保证金释放',
};
export const ORDER_ACTION_ZH: Record<OrderAction, string> = {
  confirmLines: '确认订单明细', generateContract: '生成合同', contractSigned: '合同签署完成', depositReceived: '保证金到账', updatePrice: '调整价格', exchange: '换货', newPickup: '新建提货单', cancel: '取消订单', close: '结清', supplement: '价格补充协议',
};

const list = (labels: string[], keys: readonly number[]) => keys.map((key) => `「${labels[key]}」`).join('/');

/** Refuses (HTTP 400) an action the pick-up's state does not allow; returns the state it moves to. */
export function assertPickupAction(action: PickupAction, pickup: { pickupNo: string; status: number; depositStatus: number }): number {
  const transition = PICKUP_TRANSITIONS[action];
  const name = PICKUP_ACTION_ZH[action];
  if (!transition.from.includes(pickup.status)) {
    throw new ServiceError(
      `当前状态不允许此操作: 提货单 ${pickup.pickupNo} 为「${PICKUP_STATUS_ZH[pickup.status] ?? pickup.status}」，${name}仅限${list(PICKUP_STATUS_ZH, transition.from)}状态`,
    );
  }
  if (transition.deposit && transition.deposit.from !== pickup.depositStatus) {
    throw new ServiceError(`当前状态不允许此操作: 提货单 ${pickup.pickupNo} 的保证金${DEPOSIT_STATUS_ZH[pickup.depositStatus] ?? pickup.depositStatus}，不能${name}`);
  }
  return transition.to ?? pickup.status;
}

/** Refuses (HTTP 400) an order action its state does not allow; returns the state it moves to. */
export function assertOrderAction(action: OrderAction, order: { orderNo: string; status: number }): number {
  const transition = ORDER_TRANSITIONS[action];
  if (!transition.from.includes(order.status)) {
    throw new ServiceError(
      `当前状态不允许此操作: 订单 ${order.orderNo} 为「${ORDER_STATUS_ZH[order.status] ?? order.status}」，${ORDER_ACTION_ZH[action]}仅限${list(ORDER_STATUS_ZH, transition.from)}状态`,
    );
  }
  return transition.to ?? order.status;
}
