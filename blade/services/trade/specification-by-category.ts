import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { toVO } from '../../crud/row-codec';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * GET /blade-tradePort/tbspecification/category/{id} — the specifications a listing of the category
 * declares, in order. A sub-category without its own inherits its nearest ancestor's (黄玉米 → 玉米).
 */
export function specificationsByCategory(ctx: Context) {
  // Reference data for the goods form and its pickers: any signed-in user of the tenant may read it.
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const tenantId = ctx.user?.tenantId ?? '';
  let categoryId = ctx.params?.id ?? '';
  if (!categoryId) throw new ServiceError(BLADE_MESSAGES.missingId);
  const seen = new Set<string>();
  while (categoryId && categoryId !== '0' && !seen.has(categoryId)) {
    seen.add(categoryId);
    const rows = ctx.db
      .prepare('SELECT * FROM tp_tbspecification WHERE category_id = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY sort, id')
      .all(categoryId, tenantId) as Record<string, unknown>[];
    if (rows.length > 0) return R.data(rows.map(toVO));
    const parent = ctx.db
      .prepare('SELECT parent_id FROM tp_category WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
      .get(categoryId, tenantId) as { parent_id: string | null } | undefined;
    categoryId = parent?.parent_id ?? '';
  }
  return R.data([]);
}
