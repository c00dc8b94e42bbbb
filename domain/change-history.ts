/**
 * One entry of a record's change history as the embedded service answers `<resource>/history?id=` (newest first):
 * written by blade/services/history/record.ts, read by the 变更记录 tab (lib/history/change-history.ts).
 */
export type HistoryEntry = {
  id: string;
  action: string;
  kind: 'create' | 'update' | 'delete';
  userId: string;
  userName: string;
  createTime: string;
  changes: { field: string; before: unknown; after: unknown }[];
};
