import type { Db } from './open';

/** How often a running service brings the statistics up to date (blade/main.ts). */
export const PLANNER_STATISTICS_REFRESH_MS = 60 * 60 * 1000;

/** Rows sampled per index when gathering statistics: enough for the planner, about 0.1 s on a fresh demo database. */
const ANALYSIS_LIMIT = 400;

/**
 * Gives SQLite's query planner statistics (sqlite_stat1) for the tables that have none or have grown 25-fold since.
 * Without them it guesses, and with an index per orderable column (blade/crud/list-indexes.ts) it guessed wrong: the
 * role-menu join behind every button check (blade/crud/permissions.ts grantedCodes) walked all menus by the
 * (is_deleted, code) index and the role's grants once per menu, 23 ms a check instead of 1 (the authorization matrix
 * went from 10 s to 73 s). PRAGMA optimize is SQLite's own advice for this, on open and after large changes; it does
 * nothing when the statistics are current.
 */
export function refreshPlannerStatistics(db: Db): void {
  db.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  db.pragma('optimize = 0x10002');
}
