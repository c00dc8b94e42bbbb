/** Blade paging (docs/blade-contract.md §4.1–4.2): 1-based `current`, `size` (default 10), IPage out. */
export const MAX_PAGE_SIZE = 1000;

export function pageParams(query: URLSearchParams): { current: number; size: number } {
  const current = Number(query.get('current'));
  const size = Number(query.get('size'));
  return {
    current: Number.isInteger(current) && current > 0 ? current : 1,
    size: Number.isInteger(size) && size > 0 ? Math.min(size, MAX_PAGE_SIZE) : 10,
  };
}

export function page<T>(records: T[], total: number, current: number, size: number) {
  return { records, total, size, current, orders: [], searchCount: true, pages: Math.ceil(total / size) };
}
