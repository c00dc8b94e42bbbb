import type { CrudHooks } from '../../../crud/controller';
import { assertTransition, refuseRemovalOutside } from '../../shared/state-transition';
import { given } from '../../shared/rows';
import { assertOrderAction, PICKUP_EDITABLE, PICKUP_REMOVABLE, PICKUP_STATUS_ZH } from './machines';
import { round2 } from './amounts';
import { findOrder, pickupFieldsFromOrder } from './records';

type BeforeWrite = NonNullable<CrudHooks['beforeWrite']>;

/**
 * The generic add/edit forms of pick-ups may not move a workflow's state or the amounts it keeps: on edit the stored
 * values stay; a new record starts at the machine's first state. Only the workflow endpoints change them.
 * (Orders have hooks of their own: services/trade/order-hooks.ts.)
 */
function keepStateColumns(initial: Record<string, unknown>): BeforeWrite {
  return (_ctx, values, existing) => {
    for (const [column, start] of Object.entries(initial)) {
      if (existing) delete values[column];
      else values[column] = start;
    }
  };
}

const keepPickupState = keepStateColumns({
  pickup_status: 0,
  deposit_status: 0,
  approved_quantity: 0,
  actual_quantity: 0,
  deposit_deducted: 0,
  deposit_released: 0,
  release_by: '',
  release_time: '',
});

const blank = (value: unknown) => !given(value);

/**
 * A pick-up names its order: the order must exist and take pick-ups (执行中 or 部分提货), as 提交 would require later,
 * so no draft is kept that could never be submitted. What the pick-up repeats of its order (parties, goods, contract,
 * price, warehouse) comes from it where the form left it empty, as pickUpSave does.
 */
const fillFromOrder: BeforeWrite = (ctx, values, existing) => {
  if (blank(values.order_no) || (existing && values.order_no === existing.order_no) || !ctx.user) return;
  const order = findOrder(ctx, ctx.user, String(values.order_no));
  assertOrderAction('newPickup', { orderNo: order.order_no, status: order.order_status });
  for (const [column, value] of Object.entries(pickupFieldsFromOrder(ctx, ctx.user, order)))
    if (blank(values[column])) values[column] = value;
  if (blank(values.pickup_amount) && !blank(values.apply_quantity))
    values.pickup_amount = round2(Number(values.apply_quantity) * Number(values.unit_price));
};

export const pickupHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    if (existing)
      assertTransition(
        { from: PICKUP_EDITABLE },
        PICKUP_STATUS_ZH,
        `提货单 ${existing.pickup_no}`,
        '编辑',
        Number(existing.pickup_status ?? 0),
      );
    keepPickupState(ctx, values, existing);
    fillFromOrder(ctx, values, existing);
  },
  beforeRemove: (ctx, ids) =>
    refuseRemovalOutside(
      ctx,
      ids,
      {
        table: 'tp_orderpickup',
        number: 'pickup_no',
        status: 'pickup_status',
        what: '提货单',
        labels: PICKUP_STATUS_ZH,
      },
      PICKUP_REMOVABLE,
    ),
};
