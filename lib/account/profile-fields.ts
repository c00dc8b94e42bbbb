/** The fields of Blade's UserVO the browser shows (lib/hooks/use-current-user.ts); a real Blade's answer carries more (its password hash). */
export const PROFILE_FIELDS = [
  'id',
  'account',
  'realName',
  'name',
  'avatar',
  'email',
  'phone',
  'roleName',
  'deptName',
  'postName',
  'tenantName',
  'tenantId',
] as const;

/** Only the shown fields of a UserVO: what the page's first data carries (lib/bff/shell-fallback.ts). */
export function profileFields(data: unknown): Record<string, unknown> | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const source = data as Record<string, unknown>;
  return Object.fromEntries(PROFILE_FIELDS.filter((field) => field in source).map((field) => [field, source[field]]));
}

/**
 * The same profile as far as the browser shows it. The page's first data holds the shown fields only and SWR's check
 * brings Blade's whole record: compared whole, an unchanged profile counted as new and the home page rendered again
 * on every load (bench/page-speed.mjs: TBT).
 */
export function sameProfile(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  return PROFILE_FIELDS.every((field) => left[field] === right[field]);
}
