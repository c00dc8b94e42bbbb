/**
 * The screens offer the actions of lib/workflows/desk-machines.ts; the embedded service enforces
 * blade/services/desk/machines.ts. Neither may import the other, so this keeps them equal.
 */
import * as screens from '@/lib/workflows/desk-machines';
import * as service from '../blade/services/desk/machines';

describe('desk review state machines', () => {
  it('the service enforces the transitions the screens offer', () => {
    expect(service.USER_AUTH_TRANSITIONS).toEqual(screens.USER_AUTH_TRANSITIONS);
    expect(service.LOGISTICS_BASE_TRANSITIONS).toEqual(screens.LOGISTICS_BASE_TRANSITIONS);
    expect(service.PROSPECT_TRANSITIONS).toEqual(screens.PROSPECT_TRANSITIONS);
    expect(service.INSPECTION_TRANSITIONS).toEqual(screens.INSPECTION_TRANSITIONS);
    expect(service.VOLUME_REPORT_TRANSITIONS).toEqual(screens.VOLUME_REPORT_TRANSITIONS);
    expect(service.OCEAN_ORDER_TRANSITIONS).toEqual(screens.OCEAN_ORDER_TRANSITIONS);
  });

  it('every state the machines name has a label for the service’s refusals', () => {
    expect(service.USER_AUTH_STATUS_ZH).toHaveLength(Object.keys(screens.USER_AUTH_STATUS).length);
    expect(service.LOGISTICS_BASE_STATUS_ZH).toHaveLength(Object.keys(screens.LOGISTICS_BASE_STATUS).length);
    expect(service.FOLLOW_STATUS_ZH).toHaveLength(Object.keys(screens.FOLLOW_STATUS).length);
    expect(service.INSPECTION_STATUS_ZH).toHaveLength(Object.keys(screens.INSPECTION_STATUS).length);
    expect(service.REPORT_STATUS_ZH).toHaveLength(Object.keys(screens.REPORT_STATUS).length);
  });
});
