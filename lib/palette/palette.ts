import type { ResourceDef } from '../resources/define-resource';
import { endpointPath, submitPath } from '../resources/define-resource';
import { can } from '../auth/access';

/**
 * The command palette beyond menu entries (components/layout/menu-search.tsx): records found by their number or name, and the
 * actions the user may run. Pure, so what is offered to whom is unit-tested.
 */

/** Where records are looked up: a resource, the field typed into, and what else identifies a hit. */
export type RecordSource = { resource: string; field: string; detail: string[] };

export const RECORD_SOURCES: readonly RecordSource[] = [
  { resource: 'order', field: 'orderNo', detail: ['goodsName', 'buyerName'] },
  { resource: 'goods', field: 'goodsName', detail: ['goodsNo', 'sellerName'] },
  { resource: 'user', field: 'account', detail: ['realName', 'name'] },
];

/** Fewer characters would match half the table. */
export const RECORD_QUERY_MIN = 2;
export const RECORD_HITS_PER_SOURCE = 5;

export type RecordHit = { resource: ResourceDef; id: string; title: string; detail: string };

/** The sources this user may search: the screen is in their menu and they may view its records. */
export function searchableSources(
  resources: (name: string) => ResourceDef | undefined,
  menuPaths: ReadonlySet<string>,
  permissions: ReadonlySet<string>,
): { source: RecordSource; resource: ResourceDef }[] {
  return RECORD_SOURCES.flatMap((source) => {
    const resource = resources(source.resource);
    if (!resource || !menuPaths.has(resource.menuPath) || !endpointPath(resource, 'list')) return [];
    if (!can(permissions, resource, 'view')) return [];
    return [{ source, resource }];
  });
}

/** One page of a Blade list → hits (records without a key are skipped). */
export function toRecordHits(resource: ResourceDef, source: RecordSource, page: unknown): RecordHit[] {
  const records = Array.isArray(page)
    ? page
    : Array.isArray((page as { records?: unknown })?.records)
      ? (page as { records: unknown[] }).records
      : [];
  const key = resource.rowKey ?? 'id';
  return records.flatMap((record) => {
    if (!record || typeof record !== 'object') return [];
    const row = record as Record<string, unknown>;
    const id = row[key];
    if (id === undefined || id === null || id === '') return [];
    const detail = source.detail
      .map((name) => row[name])
      .filter((value) => value !== undefined && value !== null && value !== '')
      .join(' · ');
    return [{ resource, id: String(id), title: String(row[source.field] ?? row[resource.titleField ?? key] ?? id), detail }];
  });
}

/** The grid URL that shows a record: its list filtered by the field that found it. */
export function recordHref(hit: RecordHit, source: RecordSource): string {
  return `${hit.resource.menuPath}?${new URLSearchParams({ [source.field]: hit.title })}`;
}

export type PaletteAction = { id: string; label: string; icon: string; href?: string; run?: () => void; dialog?: 'add' };

/** "Add <screen>" for every screen in the user's menu where they hold the add button. */
export function addActions(
  resources: readonly ResourceDef[],
  menuPaths: ReadonlySet<string>,
  permissions: ReadonlySet<string>,
  label: (resource: ResourceDef) => string,
): PaletteAction[] {
  return resources
    .filter((resource) => menuPaths.has(resource.menuPath) && !!submitPath(resource, 'add') && can(permissions, resource, 'add'))
    .map((resource) => ({
      id: `add:${resource.name}`,
      label: label(resource),
      icon: 'Add',
      href: resource.menuPath,
      dialog: 'add' as const,
    }));
}

/** Actions whose label contains the query, case-insensitively; none for an empty query. */
export function searchActions(actions: readonly PaletteAction[], query: string): PaletteAction[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return actions.filter((action) => action.label.toLowerCase().includes(needle));
}
