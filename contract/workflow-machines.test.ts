/**
 * The screens offer the actions of lib/workflows/pickup-machine.ts; the embedded service enforces
 * blade/services/trade/workflow/machines.ts. Neither may import the other, so this keeps them equal.
 */
import * as screens from '@/lib/workflows/pickup-machine';
import * as service from '../blade/services/trade/workflow/machines';

describe('workflow state machines', () => {
  it('the pick-up transitions the screens offer are the ones the service enforces', () => {
    expect(service.PICKUP_TRANSITIONS).toEqual(screens.PICKUP_TRANSITIONS);
  });

  it('a pick-up is edited and removed in the same states on both sides', () => {
    expect(service.PICKUP_EDITABLE).toEqual(screens.PICKUP_EDITABLE);
    expect(service.PICKUP_REMOVABLE).toEqual(screens.PICKUP_REMOVABLE);
  });

  it('the order transitions the screens offer are the ones the service enforces', () => {
    expect(service.ORDER_TRANSITIONS).toEqual(screens.ORDER_TRANSITIONS);
  });

  it('a signed sales contract moves the order 待签约 → 待付保证金, its deposit received → 执行中, on both sides', () => {
    expect(service.ORDER_TRANSITIONS.contractSigned).toEqual({ from: [1], to: 2 });
    expect(service.ORDER_TRANSITIONS.depositReceived).toEqual({ from: [2], to: 4 });
    expect(screens.ORDER_TRANSITIONS.contractSigned).toEqual(service.ORDER_TRANSITIONS.contractSigned);
    expect(screens.ORDER_TRANSITIONS.depositReceived).toEqual(service.ORDER_TRANSITIONS.depositReceived);
    expect([service.ORDER_STATUS_ZH[1], service.ORDER_STATUS_ZH[2], service.ORDER_STATUS_ZH[4]]).toEqual(['待签约', '待付保证金', '执行中']);
  });

  it('every state the machines name has a label for the service’s refusals', () => {
    expect(service.PICKUP_STATUS_ZH).toHaveLength(Object.keys(screens.PICKUP_STATUS).length);
    expect(service.DEPOSIT_STATUS_ZH).toHaveLength(Object.keys(screens.DEPOSIT_STATUS).length);
  });
});
