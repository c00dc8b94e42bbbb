import { DATE_FROM, DATE_TO, DEFAULT_PAGE_SIZE, serializeGridState } from '../grid/grid-state';
import { FAMILY_MENU_PATH, LOAN_PENDING, PICKUP_AWAITING_CONFIRMATION, PICKUP_AWAITING_FINANCE } from './families';

/** A grid screen opened on a filter, in the grid's own URL format (lib/grid/grid-state.ts). */
function gridHref(path: string, filters: Record<string, string>): string {
  const query = serializeGridState({ current: 1, size: DEFAULT_PAGE_SIZE, sort: null, filters }).toString();
  return query ? `${path}?${query}` : path;
}

/** Where each figure card leads: the list it counts, filtered the same way the BFF counted it. */
export const figureLinks = {
  ordersBetween: (first: string, last: string) => gridHref(FAMILY_MENU_PATH.orders, { [DATE_FROM]: first, [DATE_TO]: last }),
  pickupsAwaitingFinance: () => gridHref(FAMILY_MENU_PATH.pickups, { pickupStatus: String(PICKUP_AWAITING_FINANCE) }),
  pickupsAwaitingConfirmation: () => gridHref(FAMILY_MENU_PATH.pickups, { pickupStatus: String(PICKUP_AWAITING_CONFIRMATION) }),
  loansPending: () => gridHref(FAMILY_MENU_PATH.loans, { loanStatus: String(LOAN_PENDING) }),
  reminders: () => FAMILY_MENU_PATH.upcoming,
};
