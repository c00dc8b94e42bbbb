'use client';

import { memo, useMemo } from 'react';
import { useSearchParams } from 'next/navigation';
import type { ResourceDef } from '@/lib/resources/define-resource';
import type { ColumnPrefs } from '@/lib/grid/column-prefs';
import { parseGridState, type GridState } from '@/lib/grid/grid-state';
import { useSavedViews } from '@/lib/hooks/use-saved-views';
import { useSessionUser } from '../layout/session-user';
import { SavedViewsMenu } from './saved-views-menu';

type Props = {
  resource: ResourceDef;
  /** The grid's state setter (stable across renders). */
  setState: (next: Partial<GridState>) => void;
  prefs: ColumnPrefs;
  onPrefsChange: (next: ColumnPrefs) => void;
  /** The columns the user may show or hide. */
  columns: readonly string[];
};

/**
 * A list screen's saved views, for its search bar. It reads the grid's state from the URL itself (where
 * useResourceGrid keeps it), so a page or sort click re-renders this menu, not the search form around it.
 */
export const SavedViews = memo(function SavedViews({ resource, setState, prefs, onPrefsChange, columns }: Props) {
  const user = useSessionUser();
  const searchParams = useSearchParams();
  const searchable = useMemo(
    () =>
      Object.entries(resource.fields)
        .filter(([, field]) => field.search)
        .map(([name]) => name),
    [resource],
  );
  const defaultSort = resource.defaultSort ?? null;
  const query = searchParams.toString();
  const state = useMemo(() => parseGridState(new URLSearchParams(query), searchable, defaultSort), [query, searchable, defaultSort]);
  const views = useSavedViews({
    resource: resource.name,
    menuPath: resource.menuPath,
    user: user ? { userId: user.userId, tenantId: user.tenantId } : null,
    state,
    setState,
    searchable,
    defaultSort,
    prefs,
    onPrefsChange,
    columns,
  });
  return <SavedViewsMenu views={views} />;
});
