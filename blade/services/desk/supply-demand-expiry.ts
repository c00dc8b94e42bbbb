import type { CrudHooks } from '../../crud/controller';
import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { given } from '../shared/rows';

/**
 * A supply or demand post is an offer valid until its date (valid_until, 有效期至). Dict supply_demand_status:
 * 0 待审核, 1 已发布, 2 已驳回, 3 已下架, 4 已成交, 5 已过期.
 * - It cannot be saved as 已发布 with that date already past: publishing an offer that lapsed misleads its readers.
 * - A published post whose date has passed becomes 已过期 the next time the posts are read (list or detail), so the
 *   grid, its status filter and the counts all show it expired, not only a computed label; reopening it means a new date.
 */
export const SD_STATUS = { published: 1, expired: 5 } as const;

const today = () => formatDateTime().slice(0, 10);

/** Published posts of the tenant whose date has passed become 已过期; answers how many. */
export function expirePosts(db: Db, tenantId: string): number {
  return db.prepare(`UPDATE tp_supplydemand SET sd_status = ?, update_time = ? WHERE tenant_id = ? AND is_deleted = 0 AND sd_status = ?
    AND valid_until IS NOT NULL AND valid_until <> '' AND substr(valid_until, 1, 10) < ?`)
    .run(SD_STATUS.expired, formatDateTime(), tenantId, SD_STATUS.published, today()).changes;
}

export const supplyDemandExpiryHooks: Required<Pick<CrudHooks, 'scope' | 'beforeWrite'>> = {
  scope: (ctx) => {
    if (ctx.user?.tenantId) expirePosts(ctx.db, ctx.user.tenantId);
    return { sql: [], params: [] };
  },
  beforeWrite: (_ctx, values, existing) => {
    const status = given(values.sd_status) ? Number(values.sd_status) : Number(existing?.sd_status ?? 0);
    const until = String((given(values.valid_until) ? values.valid_until : existing?.valid_until) ?? '').slice(0, 10);
    if (status === SD_STATUS.published && until && until < today()) {
      throw new ServiceError(`有效期 ${until} 已过，不能发布；请先把有效期改到今天或以后`);
    }
  },
};
