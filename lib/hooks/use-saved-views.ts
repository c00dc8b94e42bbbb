'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GridState, SortState } from '../grid/grid-state';
import type { ColumnPrefs } from '../grid/column-prefs';
import { ApiError } from '../client/api-error';
import { nextLocalId } from '../views/local-id';
import { browserViewsKey, browserViewStore, serverViewStore, type ViewStore } from '../views/view-store';
import {
  captureView,
  decodeView,
  encodeView,
  hasGridQuery,
  sharedHidden,
  shareUrl,
  viewColumnPrefs,
  viewGridState,
  type SavedView,
} from '../views/view-state';

type Options = {
  /** The resource's registry name: views are kept per user and resource. */
  resource: string;
  menuPath: string;
  user: { userId: string; tenantId: string } | null;
  state: GridState;
  setState: (next: Partial<GridState>) => void;
  searchable: readonly string[];
  defaultSort: SortState;
  prefs: ColumnPrefs;
  onPrefsChange: (next: ColumnPrefs) => void;
  /** The grid's columns that can be hidden. */
  columns: readonly string[];
};

/** A gateway without the views endpoint (a real Blade one): they are kept in this browser instead. */
const isMissingEndpoint = (error: unknown) => error instanceof ApiError && (error.code === 404 || error.code === 405 || error.code === 501);

/**
 * A list screen's saved views (lib/views/): the user's views of this resource, which one the grid shows now, and
 * saving, applying, making default, removing and sharing them. On opening the screen with a plain URL the default
 * view is applied; a shared link's columns (`cols`) are applied once.
 */
export function useSavedViews(options: Options) {
  const { resource, menuPath, user, state, searchable, defaultSort, prefs, columns } = options;
  const [store, setStore] = useState<ViewStore>(serverViewStore);
  const [views, setViews] = useState<SavedView[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  /** Shows a view: its grid state (from the first page) and its columns. Stable: it reads the latest grid through `latest`. */
  const apply = useCallback((view: SavedView) => {
    const { setState: set, searchable: fields, defaultSort: sort, prefs: current, onPrefsChange: change, columns: known } = latest.current;
    const decoded = decodeView(view.state);
    set({ ...viewGridState(decoded, fields, sort), current: 1 });
    change(viewColumnPrefs(decoded, current, known));
  }, []);

  const browserStore = useMemo(
    () =>
      typeof window === 'undefined'
        ? null
        : browserViewStore(
            window.localStorage,
            (name) => browserViewsKey(user?.userId ?? 'anonymous', user?.tenantId ?? '', name),
            nextLocalId,
          ),
    [user?.userId, user?.tenantId],
  );

  const refresh = useCallback(
    async (using: ViewStore) => {
      const list = await using.list(resource);
      setViews(list);
      return list;
    },
    [resource],
  );

  // First the server; a gateway without the endpoint falls back to the browser's storage.
  useEffect(() => {
    let cancelled = false;
    const start = async () => {
      let list: SavedView[];
      let using: ViewStore = serverViewStore;
      try {
        list = await serverViewStore.list(resource);
      } catch (failure) {
        if (!isMissingEndpoint(failure) || !browserStore) throw failure;
        using = browserStore;
        list = await browserStore.list(resource);
      }
      if (cancelled) return;
      setStore(using);
      setViews(list);
      setLoaded(true);
      const params = new URLSearchParams(window.location.search);
      const { columns: known, prefs: current, onPrefsChange: change } = latest.current;
      const shared = sharedHidden(params, known);
      if (shared) change(viewColumnPrefs({ query: '', hidden: shared }, current, known));
      else if (!hasGridQuery(params)) {
        const chosen = list.find((view) => view.isDefault);
        if (chosen) apply(chosen);
      }
    };
    start().catch((failure) => !cancelled && (setError(failure), setLoaded(true)));
    return () => {
      cancelled = true;
    };
  }, [resource, browserStore, apply]);

  const current = useMemo(() => captureView(state, prefs, defaultSort), [state, prefs, defaultSort]);
  const currentText = encodeView(current);
  const active = views.find((view) => encodeView(decodeView(view.state)) === currentText) ?? null;

  return {
    views,
    loaded,
    error,
    /** Where they are kept: the server, or (a real gateway) this browser. */
    storeKind: store.kind,
    active,
    apply,
    save: async (name: string, isDefault: boolean) => {
      const existing = views.find((view) => view.name === name);
      await store.save({ id: existing?.id, resource, name, state: currentText, isDefault });
      await refresh(store);
    },
    setDefault: async (view: SavedView, isDefault: boolean) => {
      await store.setDefault(view, isDefault);
      await refresh(store);
    },
    remove: async (view: SavedView) => {
      await store.remove(view);
      await refresh(store);
    },
    /** A link to this screen showing what the grid shows now (or the given view). */
    shareLink: (view?: SavedView) => shareUrl(window.location.origin, menuPath, view ? decodeView(view.state) : current, columns),
    searchable,
  };
}
