import type { Context } from './router';
import type { ButtonCode } from '../../domain/button-codes';

/**
 * What a route lets through, declared where the route is registered (blade/routes.ts and the services'
 * register functions). `blade/server.ts` enforces it before the handler runs, through blade/policy/enforce.ts;
 * a route cannot be registered without one, and blade/policy/authorization-matrix.test.ts derives its expected
 * outcomes from these declarations.
 *
 * - `public`: no token needed (the gateway's skip list: sign-in, captcha, guest registration, signing links).
 * - `signed-in`: any valid token; the handler reads or writes only the caller's own session, account or tasks.
 * - `read`: a read; `code` is the menu code the handler checks (with its own fallbacks, e.g. owner rows).
 * - `write`: a state change needing every one of `codes` (Blade's @PreAuth button codes), aimed at the rows of
 *   `target` and naming other rows in `refs`; both are checked against the caller's tenant and rank.
 */
export type RoutePolicy = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'read'; code?: string } | WritePolicy;

export type WritePolicy = {
  kind: 'write';
  /**
   * Button codes the caller's roles must hold: every entry, where an entry that is a list is met by any one of its
   * codes (the goods form saves with 商品管理's or 商品维护's button); a function when they depend on the request.
   */
  codes: Codes | ((ctx: Context) => Codes);
  /** The rows the write changes: their table and the query or body parameter carrying their ids (comma-joined or arrays). */
  target?: Target;
  /** Parameters naming rows of other tables (roleId, deptId, parentId…): each must live in the target's tenant. */
  refs?: Readonly<Record<string, RefTable>>;
  /** Only the platform administrator (tenants, the menu tree and other platform-wide settings). */
  platformOnly?: true;
  /** Refused, with this message, when the targets include the caller's own account (e.g. deleting oneself). */
  selfForbidden?: string;
  /**
   * Rows the change history (blade/services/history/record.ts) follows when the write has no `target` or changes
   * rows it names otherwise (an order by its number): rows of `table` whose `column` (default `id`) is among the
   * values of `param`, and the rows the write adds to `table`.
   */
  history?: HistoryScope;
};

export type HistoryScope = { table: string; param?: string; column?: string };

export type Codes = readonly (ButtonCode | readonly ButtonCode[])[];

/** Tables whose rows carry a tenant and may be targeted or referenced by a write. */
export type Target = { table: string; param: string };

export type RefTable = 'blade_role' | 'blade_dept' | 'blade_post' | 'blade_user';

export const PUBLIC: RoutePolicy = { kind: 'public' };
export const SIGNED_IN: RoutePolicy = { kind: 'signed-in' };

/** A read checked by the handler against the menu `code` (absent: any signed-in caller may read). */
export const read = (code?: string): RoutePolicy => ({ kind: 'read', code });

/** A write needing these button codes. */
export const write = (codes: WritePolicy['codes'], extra: Omit<WritePolicy, 'kind' | 'codes'> = {}): WritePolicy => ({
  kind: 'write',
  codes,
  ...extra,
});
