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

/**
 * The search form's input names: `search-<field>`, and `search-dateFrom` / `search-dateTo` for the range. A search sent
 * before the page's scripts ran is the browser's own GET of the form, so the URL then holds these names; they are read
 * as the filters they stand for (the next change of the view writes the usual keys).
 */
const SEARCH_INPUT_PREFIX = 'search-';
const SEARCH_INPUT_KEYS: Record<string, string> = { dateFrom: DATE_FROM, dateTo: DATE_TO };
export const searchInputName = (key: string) =>
  SEARCH_INPUT_PREFIX + (Object.keys(SEARCH_INPUT_KEYS).find((name) => SEARCH_INPUT_KEYS[name] === key) ?? key);
/** The filter key a search input's name stands for; null for any other name. */
export function searchInputKey(inputName: string): string | null {
  if (!inputName.startsWith(SEARCH_INPUT_PREFIX)) return null;
  const name = inputName.slice(SEARCH_INPUT_PREFIX.length);
  return SEARCH_INPUT_KEYS[name] ?? name;
}

export function parseGridState(params: URLSearchParams, allowedFilters: readonly string[], defaultSort: SortState = null): GridState {
  const current = Number(params.get('current'));
  const size = Number(params.get('size'));
  const [field, direction] = (params.get('sort') ?? '').split(',');
  const filters: Record<string, string> = {};
  const allowed = new Set([...allowedFilters, DATE_FROM, DATE_TO]);
  for (const [urlKey, value] of params) {
    const key = searchInputKey(urlKey) ?? urlKey;
    if (!RESERVED.has(key) && allowed.has(key) && value !== '') filters[key] = value;
  }
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
