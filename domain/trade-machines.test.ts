import {
  ORDER_TRANSITIONS,
  PICKUP_TRANSITIONS,
  orderActionAllowed,
  pickupActionAllowed,
  pickupActions,
  type OrderAction,
  type PickupAction,
} from './trade-machines';

const PICKUP_STATES = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const ORDER_STATES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

/** The legal (state → action) pairs, written out by hand from the domain (not derived from the table under test). */
const LEGAL_PICKUP: Record<PickupAction, number[]> = {
  submit: [0, 6],
  financeConfirm: [1],
  financeCancel: [2],
  confirm: [2],
  return: [1, 2],
  verify: [3],
  pound: [3, 4],
  balance: [4],
  deduct: [5],
  release: [5],
};
const LEGAL_ORDER: Record<OrderAction, number[]> = {
  confirmLines: [0],
  generateContract: [1, 2],
  contractSigned: [1],
  depositReceived: [2],
  updatePrice: [0, 1],
  exchange: [0, 1, 2, 3],
  newPickup: [4, 5],
  cancel: [0, 1, 2, 3, 4],
  close: [4, 5, 6],
  supplement: [2, 3, 4, 5, 6],
};

describe('pick-up state machine', () => {
  const pairs = (Object.keys(LEGAL_PICKUP) as PickupAction[]).flatMap((action) => PICKUP_STATES.map((state) => [action, state] as const));
  it.each(pairs)('%s from state %i is legal only where the domain allows it', (action, state) => {
    expect(pickupActionAllowed(action, { pickupStatus: state, depositStatus: 0 })).toBe(LEGAL_PICKUP[action].includes(state));
  });

  it('moves to the documented states', () => {
    expect(Object.fromEntries(Object.entries(PICKUP_TRANSITIONS).map(([action, transition]) => [action, transition.to]))).toEqual({
      submit: 1,
      financeConfirm: 2,
      financeCancel: 1,
      confirm: 3,
      return: 6,
      verify: 4,
      pound: 4,
      balance: 5,
      deduct: null,
      release: null,
    });
  });

  it('deducts or releases a deposit share only once, while it is still held', () => {
    for (const action of ['deduct', 'release'] as const) {
      expect(pickupActionAllowed(action, { pickupStatus: 5, depositStatus: 0 })).toBe(true);
      expect(pickupActionAllowed(action, { pickupStatus: 5, depositStatus: 1 })).toBe(false);
      expect(pickupActionAllowed(action, { pickupStatus: 5, depositStatus: 2 })).toBe(false);
    }
  });

  it('offers each state its actions; terminal states offer none', () => {
    expect(pickupActions({ pickupStatus: 1 })).toEqual(['financeConfirm', 'return']);
    expect(pickupActions({ pickupStatus: 2 })).toEqual(['financeCancel', 'confirm', 'return']);
    expect(pickupActions({ pickupStatus: 3 })).toEqual(['verify', 'pound']);
    expect(pickupActions({ pickupStatus: 4 })).toEqual(['pound', 'balance']);
    expect(pickupActions({ pickupStatus: 5, depositStatus: 0 })).toEqual(['deduct', 'release']);
    expect(pickupActions({ pickupStatus: 5, depositStatus: 2 })).toEqual([]);
    expect(pickupActions({ pickupStatus: 7 })).toEqual([]);
    expect(pickupActions({ pickupStatus: 8 })).toEqual([]);
  });
});

describe('order state machine', () => {
  const pairs = (Object.keys(LEGAL_ORDER) as OrderAction[]).flatMap((action) => ORDER_STATES.map((state) => [action, state] as const));
  it.each(pairs)('%s from state %i is legal only where the domain allows it', (action, state) => {
    expect(orderActionAllowed(action, state)).toBe(LEGAL_ORDER[action].includes(state));
  });

  it('moves the order only by confirming its lines (待确认 → 待签约), its sales contract being signed (待签约 → 待付保证金), its deposit received (→ 执行中), a cancel before release (→ 已取消) and closing (→ 已完成)', () => {
    expect(Object.entries(ORDER_TRANSITIONS).filter(([, transition]) => transition.to !== null)).toEqual([
      ['confirmLines', { from: [0], to: 1 }],
      ['contractSigned', { from: [1], to: 2 }],
      ['depositReceived', { from: [2], to: 4 }],
      ['cancel', { from: [0, 1, 2, 3, 4], to: 8 }],
      ['close', { from: [4, 5, 6], to: 7 }],
    ]);
  });
});
