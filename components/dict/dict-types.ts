/** A dictionary or entry as DictVO carries it (ids are strings; children when the list is a tree). */
export type DictRow = {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  isSealed: number;
  remark?: string;
  parentName?: string;
  children?: DictRow[];
};

export type DictAction = 'view' | 'edit' | 'delete';

/** A forest of entries as flat rows with their depth (entries may nest under entries). */
export function flattenEntries(rows: DictRow[], depth = 0): { row: DictRow; depth: number }[] {
  return rows.flatMap((row) => [{ row, depth }, ...flattenEntries(row.children ?? [], depth + 1)]);
}
