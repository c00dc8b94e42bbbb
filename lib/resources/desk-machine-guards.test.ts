import type { ButtonCode } from '@/domain/button-codes';
import {
  LOGISTICS_BASE_TRANSITIONS,
  PROSPECT_TRANSITIONS,
  USER_AUTH_TRANSITIONS,
  logisticsBaseGuard,
  prospectGuard,
  userAuthGuard,
} from '@/domain/desk-machines';
import { rowOffers } from './row-actions';

/** The legal (state → action) pairs, written out by hand from the domain (not derived from the tables under test). */
const LEGAL = {
  userAuth: { approve: [1], reject: [1], verify: [1] },
  logisticsBase: { approve: [0], reject: [0] },
  prospect: { toReal: [0, 1] },
};
const offered = (when: Record<string, readonly number[]>, field: string, state: number | '') =>
  rowOffers({ name: 'x', code: 'x' as ButtonCode, when }, { [field]: state });

describe('desk review state machines', () => {
  it.each([0, 1, 2, 3, 4, 5])('a user authentication in state %i offers only its legal reviews', (state) => {
    for (const action of ['approve', 'reject', 'verify'] as const) {
      expect(offered(userAuthGuard(action), 'authStatus', state)).toBe(LEGAL.userAuth[action].includes(state));
    }
  });

  it.each([0, 1, 2, 3])('a logistics base in state %i offers approve and reject only while pending', (state) => {
    for (const action of ['approve', 'reject'] as const) {
      expect(offered(logisticsBaseGuard(action), 'baseStatus', state)).toBe(LEGAL.logisticsBase[action].includes(state));
    }
    // A base saved without a state reads "" and is pending.
    expect(offered(logisticsBaseGuard('approve'), 'baseStatus', '')).toBe(true);
  });

  it.each([0, 1, 2, 3])('a prospect in state %i converts only before it is converted or abandoned', (state) => {
    expect(offered(prospectGuard('toReal'), 'followStatus', state)).toBe(LEGAL.prospect.toReal.includes(state));
  });

  it('moves to the documented states', () => {
    expect(USER_AUTH_TRANSITIONS.approve.to).toBe(2);
    expect(USER_AUTH_TRANSITIONS.reject.to).toBe(3);
    expect(USER_AUTH_TRANSITIONS.verify.to).toBeNull();
    expect(LOGISTICS_BASE_TRANSITIONS.approve.to).toBe(1);
    expect(LOGISTICS_BASE_TRANSITIONS.reject.to).toBe(3);
    expect(PROSPECT_TRANSITIONS.toReal.to).toBe(2);
  });
});
