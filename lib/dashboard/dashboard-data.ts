import type { DayBucket, StatusBucket, Totals } from './aggregate';
import type { Family } from './families';
import type { Reminder } from './upstream-schemas';

/** A family whose upstream call failed: Blade's code and message (already in the user's language when ours). */
export type FamilyError = { code: number; msg: string };

/** What GET /bff/dashboard answers (inside Blade's envelope); a family is absent when it was not asked for. */
export type DashboardData = {
  /** Shanghai business day the figures were computed for. */
  today: string;
  monthStart: string;
  chartStart: string;
  generatedAt: string;
  orders?: {
    today: Totals;
    month: Totals;
    daily: DayBucket[];
    /** Orders since the start of the daily chart, by order_status. */
    byStatus: StatusBucket[];
    /** False when more orders matched than the BFF reads (the sums then cover the newest ones only). */
    complete: boolean;
  };
  pickups?: { awaitingFinance: number; awaitingConfirmation: number; byStatus: { status: number; count: number }[] };
  loans?: { pending: number };
  upcoming?: Reminder[];
  errors: Partial<Record<Family, FamilyError>>;
};
