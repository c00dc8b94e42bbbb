/**
 * A list view's state as it lives in the URL (so a view can be reloaded, bookmarked and shared):
 * `?current=2&size=30&sort=create_time,desc&paramName=abc&createTime_dategt=…&createTime_datelt=…`.
 */
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const DATE_FROM = 'createTime_dategt';
export const DATE_TO = 'createTime_datelt';

export type SortState = { field: string; direction: 'asc' | 'desc' } | null;

export type GridState = {
  /** 1-based, as Blade counts. */
  current: number;
  size: number;
  sort: SortState;
  /** Search values by field name, plus the date range keys. */
  filters: Record<string, string>;
};

const RESERVED = new Set(['current', 'size', 'sort']);

export function parseGridState(params: URLSearchParams, allowedFilters: readonly string[], defaultSort: SortState = null): GridState {
  const current = Number(params.get('current'));
  const size = Number(params.get('size'));
  const [field, direction] = (params.get('sort') ?? '').split(',');
  const filters: Record<string, string> = {};
  const allowed = new Set([...allowedFilters, DATE_FROM, DATE_TO]);
  for (const [key, value] of params) if (!RESERVED.has(key) && allowed.has(key) && value !== '') filters[key] = value;
  return {
    current: Number.isInteger(current) && current > 0 ? current : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: field && /^[A-Za-z0-9_]+$/.test(field) && (direction === 'asc' || direction === 'desc') ? { field, direction } : defaultSort,
    filters,
  };
}

/** The URL query for a state; defaults are left out so plain lists keep plain URLs. */
export function serializeGridState(state: GridState, defaultSort: SortState = null): URLSearchParams {
  const params = new URLSearchParams();
  if (state.current !== 1) params.set('current', String(state.current));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  const isDefaultSort = state.sort?.field === defaultSort?.field && state.sort?.direction === defaultSort?.direction;
  if (state.sort && !isDefaultSort) params.set('sort', `${state.sort.field},${state.sort.direction}`);
  for (const [key, value] of Object.entries(state.filters)) if (value !== '') params.set(key, value);
  return params;
}
