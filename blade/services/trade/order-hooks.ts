import type { CrudHooks } from '../../crud/controller';
import { ORDER_TRANSITIONS } from './workflow/machines';

/**
 * 登记保证金 (order submit with the deposit received): an order awaiting its deposit (待付保证金) enters execution
 * (执行中) once the deposit recorded on it (deposit_paid) reaches its deposit amount — the order machine's
 * depositReceived. Settled pick-ups later deduct or release their share of that deposit.
 */
export const orderHooks: CrudHooks = {
  beforeWrite: (_ctx, values, existing) => {
    if (!existing || values.deposit_paid === undefined || values.deposit_paid === null || values.deposit_paid === '') return;
    const transition = ORDER_TRANSITIONS.depositReceived;
    const owed = Number(values.deposit_amount ?? existing.deposit_amount ?? 0);
    const reached = Number(values.deposit_paid) >= owed - 0.005;
    if (reached && transition.to !== null && transition.from.includes(Number(existing.order_status ?? 0))) values.order_status = transition.to;
  },
};
