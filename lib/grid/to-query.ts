import type { ResourceDef } from '../resources/define-resource';
import type { GridState } from './grid-state';
import { DATE_FROM, DATE_TO } from './grid-state';

/** `createTime` → `create_time`: Blade sorts by column names (docs/blade-contract.md §4.1). */
export const toColumnName = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Grid state → Blade list query: `current`/`size`, `ascs`/`descs`, each search field as its plain
 * key (LIKE) or `<field>_equal`, and the createTime range as full datetimes.
 */
export function toListQuery(resource: ResourceDef, state: GridState): Record<string, string> {
  const query: Record<string, string> = { current: String(state.current), size: String(state.size) };
  if (state.sort) query[state.sort.direction === 'asc' ? 'ascs' : 'descs'] = toColumnName(state.sort.field);
  for (const [key, raw] of Object.entries(state.filters)) {
    // A key pasted with a space around it is the key: "account.failCount " found nothing, and a search of spaces emptied the grid.
    const value = raw.trim();
    if (value === '') continue;
    if (key === DATE_FROM || key === DATE_TO) {
      query[key] = toBladeDateTime(value, key === DATE_TO);
      continue;
    }
    const field = resource.fields[key];
    if (!field?.search) continue;
    const exact = field.search === 'equal' || (field.search === true && ['dict', 'select', 'tree', 'switch'].includes(field.type));
    query[exact ? `${key}_equal` : key] = value;
  }
  return query;
}

/** `2026-03-01` or `2026-03-01T08:30` → `2026-03-01 08:30:00`; a bare end date covers its whole day. */
export function toBladeDateTime(value: string, endOfDay = false): string {
  const [day, time] = value.replace('T', ' ').split(' ');
  if (!time) return `${day} ${endOfDay ? '23:59:59' : '00:00:00'}`;
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}

export function toQueryString(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}
