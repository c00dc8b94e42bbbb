import type { ResourceDef, RowActionDef, RowGuard } from './define-resource';

type Row = Record<string, unknown>;

/** Blade's null-to-empty: a state column never written reads "" and means the machine's first state (0). */
const stateValue = (value: unknown) => (value === '' || value === null || value === undefined ? 0 : value);

/** Whether the row's state allows the action (its `when` guard). */
export function rowOffers(action: RowActionDef, row: Row): boolean {
  const filled = (action.needs ?? []).every((field) => row[field] !== undefined && row[field] !== null && row[field] !== '');
  return filled && rowPasses(action.when, row);
}

/** Whether a row's state passes a guard (no guard: every row). */
export function rowPasses(guard: RowGuard | undefined, row: Row): boolean {
  return Object.entries(guard ?? {}).every(([field, allowed]) => allowed.some((value) => String(value) === String(stateValue(row[field]))));
}

/** The actions a row offers the user: the button code is held and the state allows it. */
export function offeredActions(resource: ResourceDef, row: Row, permissions: ReadonlySet<string>): RowActionDef[] {
  return (resource.rowActions ?? []).filter((action) => permissions.has(action.code) && rowOffers(action, row));
}

/** The service path of an endpoint action (`/blade-…`), or null for a link. */
export function actionPath(resource: Pick<ResourceDef, 'api'>, action: RowActionDef): string | null {
  if (!action.endpoint) return null;
  return action.endpoint.startsWith('/') ? action.endpoint : `${resource.api}/${action.endpoint}`;
}

/**
 * A link action's page for a row, each `{field}` replaced by the row's value (URL-encoded); for several
 * selected rows (a bulk download) their values comma-joined.
 */
export function actionHref(action: RowActionDef, rows: Row | Row[]): string | null {
  if (!action.href) return null;
  const list = Array.isArray(rows) ? rows : [rows];
  return action.href.replace(/\{(\w+)\}/g, (_, field: string) => encodeURIComponent(list.map((row) => String(row[field] ?? '')).join(',')));
}

/** The action form's starting values: its defaults, and for a single row what `prefill` takes from it. */
export function actionFormValues(action: RowActionDef, rows: Row[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, field] of Object.entries(action.form ?? {}))
    values[name] = field.defaultValue === undefined ? '' : String(field.defaultValue);
  if (rows.length !== 1) return values;
  for (const [name, rowField] of Object.entries(action.prefill ?? {})) {
    const value = rows[0][rowField];
    if (value !== undefined && value !== null && value !== '') values[name] = String(value);
  }
  return values;
}

/** What one call sends for the given rows: the key(s), the copied row fields (single row), the fixed values and the form values. */
export function actionPayload(
  resource: Pick<ResourceDef, 'rowKey'>,
  action: RowActionDef,
  rows: Row[],
  values: Record<string, unknown> = {},
) {
  const key = action.key ?? resource.rowKey ?? 'id';
  const payload: Record<string, unknown> = { [action.param ?? 'id']: rows.map((row) => String(row[key])).join(',') };
  if (rows.length === 1) for (const field of action.include ?? []) payload[field] = rows[0][field];
  Object.assign(payload, action.values, values);
  return action.send === 'body' ? { query: {}, body: payload } : { query: payload as Record<string, string>, body: undefined };
}
