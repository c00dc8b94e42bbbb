import { ServiceError } from '../../../http/envelope';

/**
 * The pick-up and order state machines the service enforces: the tables are the screens' own (domain/trade-machines.ts,
 * which has the diagram); this adds the refusals.
 */
import {
  DEPOSIT_STATUS_ZH,
  ORDER_STATUS_ZH,
  ORDER_TRANSITIONS,
  PICKUP_STATUS_ZH,
  PICKUP_TRANSITIONS,
  type OrderAction,
  type PickupAction,
} from '../../../../domain/trade-machines';

export {
  DEPOSIT_STATUS_ZH,
  ORDER_STATUS_ZH,
  ORDER_TRANSITIONS,
  PICKUP_EDITABLE,
  PICKUP_REMOVABLE,
  PICKUP_STATUS_ZH,
  PICKUP_TRANSITIONS,
  type OrderAction,
  type PickupAction,
  type Transition,
} from '../../../../domain/trade-machines';

export const PICKUP_ACTION_ZH: Record<PickupAction, string> = {
  submit: '提交提货单',
  financeConfirm: '财务确认',
  financeCancel: '财务撤销',
  confirm: '确认提货',
  return: '退回',
  verify: '核验',
  pound: '磅单录入',
  balance: '余款结算',
  deduct: '保证金抵扣',
  release: '保证金释放',
};
export const ORDER_ACTION_ZH: Record<OrderAction, string> = {
  confirmLines: '确认订单明细',
  generateContract: '生成合同',
  contractSigned: '合同签署完成',
  depositReceived: '保证金到账',
  updatePrice: '调整价格',
  exchange: '换货',
  newPickup: '新建提货单',
  cancel: '取消订单',
  close: '结清',
  supplement: '价格补充协议',
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
    throw new ServiceError(
      `当前状态不允许此操作: 提货单 ${pickup.pickupNo} 的保证金${DEPOSIT_STATUS_ZH[pickup.depositStatus] ?? pickup.depositStatus}，不能${name}`,
    );
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
