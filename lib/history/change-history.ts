import { ApiError } from '../client/api-error';

export type { HistoryEntry } from '@/domain/change-history';

/** The history endpoint of a resource's API base (`/blade-tradePort/order` → `/api/blade-tradePort/order/history`). */
export const historyUrl = (api: string, id: string) => `/api${api}/history?id=${encodeURIComponent(id)}`;

/**
 * Whether a failed history call means "this gateway keeps no history" (a real Blade gateway answers the unknown path
 * 404, or 405 where a neighbouring route exists): the tab is then left out rather than shown failing.
 */
export function isHistoryUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 404 || error.code === 405 || error.code === 501);
}
