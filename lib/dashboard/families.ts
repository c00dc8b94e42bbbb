/**
 * What the home page and the console count, and where each figure's grid lives. The status values are the
 * business dictionaries' keys (order_status, pickup_status, loan_apply_status in blade_dict_biz):
 * - a pick-up "awaiting finance" is 待监管放行 (2): the finance / supervisor release (financialDetermination);
 * - a pick-up "awaiting confirmation" is 待审核 (1): the seller / platform confirmation (confirmOrder);
 * - a loan "pending" is 待平台初审 (1): the platform's own review, the step this back office acts on.
 */
export const FAMILIES = ['orders', 'pickups', 'loans', 'upcoming'] as const;
export type Family = (typeof FAMILIES)[number];

/** The menu path (and grid screen) of each family: a family is shown only when the user's menu has it. */
export const FAMILY_MENU_PATH: Record<Family, string> = {
  orders: '/order/order',
  pickups: '/order/orderpickup',
  loans: '/finance/financeloanapplication',
  upcoming: '/desk/upcominglog',
};

export const PICKUP_AWAITING_FINANCE = 2;
export const PICKUP_AWAITING_CONFIRMATION = 1;
export const LOAN_PENDING = 1;

/** Every pickup_status key, in dictionary order (the "pick-ups by status" chart). */
export const PICKUP_STATUSES = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Days in the console's daily chart (today included). */
export const CHART_DAYS = 30;

/** The families a menu grants: those whose screen is among the menu's links. */
export function grantedFamilies(menuHrefs: Iterable<string>): Family[] {
  const paths = new Set([...menuHrefs].map((href) => href.split('?')[0]));
  return FAMILIES.filter((family) => paths.has(FAMILY_MENU_PATH[family]));
}
