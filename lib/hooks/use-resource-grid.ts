'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import useSWR, { preload, useSWRConfig } from 'swr';
import type { ResourceDef } from '../resources/define-resource';
import { parseGridState, searchInputKey, serializeGridState, type GridState, type SortState } from '../grid/grid-state';
import { listKeyFor, searchableFields, type FirstPage } from '../grid/list-key';
import { rememberTabUrl } from '../client/tabs-storage';
import { prefetchedRowsMayBeStale } from '../client/prefetch-record';

const NO_RECORDS: Record<string, unknown>[] = [];
/** The server's first pages already shown once (see useResourceGrid). */
const shownFirstPages = new WeakSet<FirstPage>();

export type BladePage<T = Record<string, unknown>> = { records: T[]; total: number; size: number; current: number; pages: number };

/**
 * Owns a list view's state: read from and written to the URL (reload, bookmark, share), turned
 * into Blade's list query, fetched with SWR (the previous page stays while the next loads).
 * `firstPage` is the list the server read while rendering the page (lib/bff/first-page.ts): while the view is the one
 * it answers, the grid shows it at once and does not ask for it again.
 */
export function useResourceGrid(resource: ResourceDef, firstPage?: FirstPage | null) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const searchable = useMemo(() => searchableFields(resource), [resource]);
  const defaultSort: SortState = resource.defaultSort ?? null;
  const urlQuery = searchParams.toString();
  // A click's state, shown at once. Next applies the URL written below in a transition that renders the page's
  // whole tree, and the new rows would wait for it (bench/grid-interaction.mjs); the URL is written once they are
  // shown. It lasts until the URL moves (to it, or elsewhere: a tab, a link); then the URL rules again.
  const [pending, setPending] = useState<{ from: string; query: string } | null>(null);
  if (pending && pending.from !== urlQuery) setPending(null);
  // Keyed on the query's text: Next hands out a new searchParams object whenever its router state moves, and a
  // new state object would re-render the grid for nothing (also when the URL catches up with a click).
  const queryText = pending && pending.from === urlQuery ? pending.query : urlQuery;
  const parsed = useMemo(
    () => parseGridState(new URLSearchParams(queryText), searchable, defaultSort),
    [queryText, searchable, defaultSort],
  );
  // The filters keep their identity while their values stay (a page or a sort click): the search form and its
  // typed draft are left alone.
  const filtersText = JSON.stringify(parsed.filters);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filtersText stands for the filters' values
  const filters = useMemo(() => parsed.filters, [filtersText]);
  const state = useMemo<GridState>(() => ({ ...parsed, filters }), [parsed, filters]);

  // A search the browser sent itself (before the page's scripts ran) left the form's input names in the URL.
  useEffect(() => {
    if (![...new URLSearchParams(urlQuery).keys()].some((name) => searchInputKey(name) !== null)) return;
    const query = serializeGridState(state, defaultSort).toString();
    const url = query ? `${pathname}?${query}` : pathname;
    window.history.replaceState(null, '', url);
    rememberTabUrl(pathname, url);
  }, [urlQuery, state, defaultSort, pathname]);

  const key = listKeyFor(resource, state);
  // The server's rows count as fresh for this key only; any other view (another page, a sort) is fetched as usual. They
  // are fresh once: a page the router restores from its cache (back, forward) brings the same object again, and then its
  // rows are shown while they are asked for again.
  // A page prefetched on hover (components/layout/intent-link.tsx) and opened later holds rows as old as that hover.
  const [fresh] = useState(
    () =>
      !!firstPage &&
      !shownFirstPages.has(firstPage) &&
      (typeof window === 'undefined' || !prefetchedRowsMayBeStale(window.location.pathname + window.location.search)),
  );
  useEffect(() => {
    if (firstPage) shownFirstPages.add(firstPage);
  }, [firstPage]);
  const seeded = !!firstPage && firstPage.key === key;
  const { data, error, isLoading, isValidating, mutate } = useSWR<BladePage | Record<string, unknown>[]>(key, {
    keepPreviousData: true,
    ...(seeded ? { fallbackData: firstPage.data as BladePage | Record<string, unknown>[], revalidateOnMount: !fresh } : {}),
  });
  // The state of the rows on screen: while the next list loads, the previous one's rows stay, and so may their page
  // and sort (see `shownState` below).
  const [shownState, setShownState] = useState(state);
  if (!isLoading && shownState !== state) setShownState(state);
  const { mutate: mutateCache, fetcher, cache } = useSWRConfig();
  /**
   * After a write: this view again, and every other cached page, search or sort of the same list marked stale,
   * so going back to one (a reset search) fetches it instead of showing what it was before the write.
   */
  const reload = useCallback(async () => {
    const listPath = key?.split('?')[0];
    void mutateCache((cached) => typeof cached === 'string' && cached !== key && cached.split('?')[0] === listPath);
    await mutate();
  }, [key, mutate, mutateCache]);
  // Some Blade lists answer an array instead of an IPage (listAll, trees). One object per answer: the grid is memoised on its rows.
  const page = useMemo<BladePage>(
    () =>
      Array.isArray(data)
        ? { records: data, total: data.length, size: data.length, current: 1, pages: 1 }
        : ((data as BladePage | undefined) ?? { records: NO_RECORDS, total: 0, size: state.size, current: state.current, pages: 0 }),
    [data, state.size, state.current],
  );

  const setState = useCallback(
    (next: Partial<GridState>) => {
      const merged = { ...state, ...next };
      const query = serializeGridState(merged, defaultSort).toString();
      if (typeof window === 'undefined' || query === serializeGridState(state, defaultSort).toString()) return;
      // The next list is asked for now, not after the re-render the URL change causes; useSWR picks the call up.
      const nextKey = listKeyFor(resource, parseGridState(new URLSearchParams(query), searchable, defaultSort));
      if (nextKey && fetcher && cache.get(nextKey) === undefined) void Promise.resolve(preload(nextKey, fetcher)).catch(() => undefined);
      setPending({ from: urlQuery, query });
    },
    [state, defaultSort, resource, searchable, fetcher, cache, urlQuery],
  );
  // The click's URL goes through the browser's history API, which Next's router follows (useSearchParams updates):
  // router.replace would first ask the server for the page again (an RSC round trip per page, sort or search click)
  // although only the list changes. It is written once the click's rows are on screen (or its list failed), after the
  // next frame: Next's router follows history.replaceState with a render of the page's whole tree (its layouts, the tab
  // bar, the sidebar), which otherwise took the main thread while the list was asked for and answered
  // (bench/grid-interaction.mjs). A screen left before then writes nothing (the timer is cleared), and a second click
  // before then writes only its own URL.
  const pendingQuery = pending && pending.from === urlQuery ? pending.query : null;
  const answered = !isLoading || !!error;
  useEffect(() => {
    if (pendingQuery === null || !answered) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const url = pendingQuery ? `${pathname}?${pendingQuery}` : pathname;
        window.history.replaceState(null, '', url);
        rememberTabUrl(pathname, url);
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [pendingQuery, answered, pathname]);

  /**
   * `state` is what was asked for; `shownState` is what the rows on screen answer (the same once the list arrived).
   * The grid can show the latter until the answer comes: any new prop renders all of MUI's grid again (its rows read
   * the grid's props through context), and a page or sort click then cost one render of the old rows before the one
   * of the new rows (bench/grid-interaction.mjs).
   */
  return { state, shownState, setState, page, error, isLoading: isLoading || (isValidating && !data), isValidating, reload, listKey: key };
}
