import { parseGridState, serializeGridState, type GridState, type SortState } from '../grid/grid-state';
import type { ColumnPrefs } from '../grid/column-prefs';

/**
 * What a saved view keeps (stored as JSON text, the same on the server and in the browser's storage): the grid's
 * state as its URL query (filters, sort, page size: lib/grid/grid-state.ts, the page itself left out) and the
 * columns hidden and their order (lib/grid/column-prefs.ts).
 */
export type ViewState = { query: string; hidden: string[]; order?: string[] };

/** A named view of one resource, as both stores answer it. */
export type SavedView = { id: string; resource: string; name: string; state: string; isDefault: boolean };

/** The URL parameter naming a shared view's visible columns (the rest of its state is the grid's own query). */
export const COLUMNS_PARAM = 'cols';

export function captureView(state: GridState, prefs: ColumnPrefs, defaultSort: SortState): ViewState {
  const query = serializeGridState({ ...state, current: 1 }, defaultSort).toString();
  // `prefs.hidden` is the grid's visibility model: false hides a column, true or absent shows it.
  const hidden = Object.entries(prefs.hidden)
    .filter(([, visible]) => visible === false)
    .map(([name]) => name)
    .sort();
  return { query, hidden, ...(prefs.order?.length ? { order: prefs.order } : {}) };
}

export const encodeView = (view: ViewState) => JSON.stringify(view);

/** A stored view's state; a damaged one reads as the plain list rather than failing the screen. */
export function decodeView(text: string): ViewState {
  try {
    const parsed = JSON.parse(text) as Partial<ViewState> | null;
    const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
    return {
      query: typeof parsed?.query === 'string' ? parsed.query : '',
      hidden: strings(parsed?.hidden),
      ...(Array.isArray(parsed?.order) ? { order: strings(parsed.order) } : {}),
    };
  } catch {
    return { query: '', hidden: [] };
  }
}

/** The grid state a view asks for, read as the screen reads its URL (unknown filters dropped). */
export const viewGridState = (view: ViewState, searchable: readonly string[], defaultSort: SortState): GridState =>
  parseGridState(new URLSearchParams(view.query), searchable, defaultSort);

/** The column preferences after applying a view: its hidden columns and order (none: the definition's), the widths kept. */
export function viewColumnPrefs(view: ViewState, prefs: ColumnPrefs, columns: readonly string[]): ColumnPrefs {
  const hidden = Object.fromEntries(columns.map((name) => [name, !view.hidden.includes(name)]));
  return { hidden, widths: prefs.widths, ...(view.order ? { order: view.order } : {}) };
}

/**
 * A link that opens the screen as the view shows it, for anyone with the screen: the grid's query plus the visible
 * columns (`cols`), which the opening screen applies once (useSavedViews).
 */
export function shareUrl(origin: string, menuPath: string, view: ViewState, columns: readonly string[]): string {
  const params = new URLSearchParams(view.query);
  if (view.hidden.length > 0) params.set(COLUMNS_PARAM, columns.filter((name) => !view.hidden.includes(name)).join(','));
  const query = params.toString();
  return `${origin}${menuPath}${query ? `?${query}` : ''}`;
}

/** The hidden columns a shared link's `cols` names (null when it names none, or only unknown columns). */
export function sharedHidden(params: URLSearchParams, columns: readonly string[]): string[] | null {
  const value = params.get(COLUMNS_PARAM);
  if (!value) return null;
  const visible = value.split(',').filter((name) => columns.includes(name));
  return visible.length === 0 ? null : columns.filter((name) => !visible.includes(name));
}

/** Whether the URL asks for anything of the grid (then a default view does not replace it). */
export const hasGridQuery = (params: URLSearchParams) => [...params.keys()].length > 0;
