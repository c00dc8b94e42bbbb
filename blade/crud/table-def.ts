import type { WritePolicy } from '../http/policy';

/**
 * A Blade entity table served by the generic controller (docs/blade-contract.md §4, §8): list/page with
 * paging and filters, detail, submit (insert or partial update), save/update, logical remove.
 */
export type ColumnType = 'text' | 'int' | 'real' | 'datetime' | 'date';

export type Endpoint = 'list' | 'page' | 'listAll' | 'select' | 'detail' | 'submit' | 'save' | 'update' | 'remove';

export type TableDef = {
  /** SQLite table, e.g. `blade_param`. */
  table: string;
  /** Gateway path of the controller, e.g. `/blade-system/param`. */
  base: string;
  /** Business columns (snake_case) and their types; `id` and the common columns are added from the flags below. */
  columns: Record<string, ColumnType>;
  /** Has `tenant_id`: every read and write is scoped to the caller's tenant (BladeX tenant.enhance). */
  tenant?: boolean;
  /** Has BaseEntity's audit columns (create_user … status, is_deleted). Default true. */
  audit?: boolean;
  /** `map`: Condition.getQueryWrapper(map) with SqlKeyword suffixes; `entity`: bound fields are equalities. Default map. */
  filter?: 'map' | 'entity';
  /** Default: list, detail, submit, remove. */
  endpoints?: Endpoint[];
  /** Menu code behind the screen: reads need it granted, writes need `<code>_add/_edit/_delete`. */
  permission?: string;
  /**
   * Columns naming the user a row is addressed to or from (e.g. a message's sender and receiver).
   * A caller without the menu code may still read the rows where one of them is their own user id:
   * everyone reads their own messages, the audit screen (menu code) reads the whole tenant.
   */
  owners?: string[];
  /** Columns an insert must carry (Blade's @NotNull / @NotBlank). */
  required?: string[];
  /** Column sets that must be unique among live rows of the tenant, with Blade's message. */
  unique?: { columns: string[]; message: string }[];
  /** Default order when the caller gives none. */
  defaultOrder?: string;
  /**
   * What the generic writes add to their policy (blade/http/policy.ts): the rows a body names (`refs`), platform-only
   * tables, and refusing the caller's own row (`selfForbidden`). Codes and the target come from `permission` and the id.
   */
  policy?: Pick<WritePolicy, 'refs' | 'platformOnly' | 'selfForbidden'>;
  /** Extra indexes (column lists) for the filters and sorts screens use most. */
  indexes?: string[][];
};

export const AUDIT_COLUMNS: Record<string, ColumnType> = {
  create_user: 'text',
  create_dept: 'text',
  create_time: 'datetime',
  update_user: 'text',
  update_time: 'datetime',
  status: 'int',
  is_deleted: 'int',
};

/** Every column of the table with its type, common ones included. */
export function allColumns(def: TableDef): Record<string, ColumnType> {
  return {
    id: 'text',
    ...(def.tenant ? { tenant_id: 'text' } : {}),
    ...def.columns,
    ...(def.audit === false ? {} : AUDIT_COLUMNS),
  };
}

export function hasEndpoint(def: TableDef, endpoint: Endpoint): boolean {
  return (def.endpoints ?? ['list', 'detail', 'submit', 'remove']).includes(endpoint);
}

export const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
export const toCamelName = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
