'use client';

import { useEffect, useState } from 'react';
import { request } from '../client/api';
import { endpointPath } from '../resources/define-resource';
import { RECORD_HITS_PER_SOURCE, RECORD_QUERY_MIN, toRecordHits, type RecordHit, type RecordSource } from '../palette/palette';
import type { ResourceDef } from '../resources/define-resource';

const DEBOUNCE_MS = 250;

export type SourcedHit = RecordHit & { source: RecordSource };

/**
 * Looks the query up in each permitted record source (Blade's LIKE on the field), a few hits each,
 * after the user pauses typing. A source that fails is left out rather than failing the palette.
 */
export function useRecordSearch(query: string, sources: { source: RecordSource; resource: ResourceDef }[]) {
  const [hits, setHits] = useState<SourcedHit[]>([]);
  const [loading, setLoading] = useState(false);
  const needle = query.trim();
  const sourceKey = sources.map(({ resource }) => resource.name).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: sourceKey stands for sources (a new array each render)
  useEffect(() => {
    if (needle.length < RECORD_QUERY_MIN || sources.length === 0) {
      setHits([]);
      setLoading(false);
      return;
    }
    let cancelled = false;
    setLoading(true);
    const timer = setTimeout(async () => {
      const pages = await Promise.all(
        sources.map(({ source, resource }) =>
          request(`/api${endpointPath(resource, 'list')}`, { query: { [source.field]: needle, current: 1, size: RECORD_HITS_PER_SOURCE } })
            .then((page) => toRecordHits(resource, source, page).map((hit) => ({ ...hit, source })))
            .catch(() => []),
        ),
      );
      if (cancelled) return;
      setHits(pages.flat());
      setLoading(false);
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [needle, sourceKey]);

  return { hits, loading };
}
