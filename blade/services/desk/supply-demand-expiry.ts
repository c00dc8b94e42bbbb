import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { toVO } from '../../crud/row-codec';
import { given } from '../shared/rows';

/**
 * A supply or demand post is an offer valid until its date (valid_until, 有效期至). Dict supply_demand_status:
 * 0 待审核, 1 已发布, 2 已驳回, 3 已下架, 4 已成交, 5 已过期.
 * - It cannot be saved as 已发布 with that date already past: publishing an offer that lapsed misleads its readers.
 * - A published post whose date has passed reads 已过期 from that day on, in the grid, its status filter and the
 *   detail, without waiting for anyone to change it (reads write nothing); the next write of the post stores it.
 */
export const SD_STATUS = { published: 1, expired: 5 } as const;

const today = () => formatDateTime().slice(0, 10);
const lapsed = (until: unknown) => typeof until === 'string' && until.trim() !== '' && until.slice(0, 10) < today();
const EXPIRED_SQL = `(sd_status = ${SD_STATUS.published} AND valid_until IS NOT NULL AND valid_until <> '' AND substr(valid_until, 1, 10) < ?)`;
const STATUS_PARAMS = ['sdStatus', 'sdStatus_equal'];

export const supplyDemandExpiryHooks: Required<Pick<CrudHooks, 'scope' | 'beforeWrite'>> & {
  expire: (row: Record<string, unknown>) => Record<string, unknown>;
} = {
  /** The status filter asks for what the posts read: 已发布 leaves out the lapsed ones, 已过期 takes them in. */
  scope: (ctx) => {
    const where = { sql: [] as string[], params: [] as unknown[] };
    for (const param of STATUS_PARAMS) {
      const wanted = ctx.query.get(param);
      if (wanted === String(SD_STATUS.expired)) {
        ctx.query.delete(param);
        where.sql.push(`(sd_status = ${SD_STATUS.expired} OR ${EXPIRED_SQL})`);
        where.params.push(today());
      } else if (wanted === String(SD_STATUS.published)) {
        where.sql.push(`NOT ${EXPIRED_SQL}`);
        where.params.push(today());
      }
    }
    return where;
  },
  /** A published row whose date has passed, as it reads. */
  expire: (row) =>
    Number(row.sd_status) === SD_STATUS.published && lapsed(row.valid_until) ? { ...row, sd_status: SD_STATUS.expired } : row,
  beforeWrite: (_ctx, values, existing) => {
    const until = String((given(values.valid_until) ? values.valid_until : existing?.valid_until) ?? '').slice(0, 10);
    if (!given(values.sd_status) && Number(existing?.sd_status) === SD_STATUS.published && lapsed(until))
      values.sd_status = SD_STATUS.expired;
    const status = given(values.sd_status) ? Number(values.sd_status) : Number(existing?.sd_status ?? 0);
    if (status === SD_STATUS.published && lapsed(until)) {
      throw new ServiceError(`有效期 ${until} 已过，不能发布；请先把有效期改到今天或以后`);
    }
  },
};

export const expiredView = (row: Record<string, unknown>) => toVO(supplyDemandExpiryHooks.expire(row));
