import type { CrudHooks } from '../../../crud/controller';

/**
 * The generic add/edit forms of pick-ups may not move a workflow's state or the amounts it keeps: on edit the stored
 * values stay; a new record starts at the machine's first state. Only the workflow endpoints change them.
 * (Orders keep their generic edit: cancelling an order is still done there.)
 */
function keepStateColumns(initial: Record<string, unknown>): CrudHooks['beforeWrite'] {
  return (_ctx, values, existing) => {
    for (const [column, start] of Object.entries(initial)) {
      if (existing) delete values[column];
      else values[column] = start;
    }
  };
}

export const pickupHooks: CrudHooks = {
  beforeWrite: keepStateColumns({
    pickup_status: 0, deposit_status: 0, approved_quantity: 0, actual_quantity: 0, deposit_deducted: 0, deposit_released: 0, release_by: '', release_time: '',
  }),
};
