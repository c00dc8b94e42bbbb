import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { ORDER } from '../ledger/trade-projection';

/** Orders still running: not 已完成, 已取消 or 已违约. Their lines, contract and pick-ups point at the listing. */
const FINISHED = [ORDER.completed, ORDER.cancelled, ORDER.defaulted];

/**
 * A listing is the origin of every order placed on it: deleting one that an open order still names would leave that
 * order pointing at nothing. Such a listing can only be taken off sale (下架, goods/goodsOnSale with onSale 0), which
 * stops new orders and keeps the running ones whole; the refusal names the orders and offers that instead.
 */
export const goodsHooks: CrudHooks = {
  beforeRemove: (ctx, ids) => {
    const tenantId = ctx.user?.tenantId ?? '';
    const find = ctx.db.prepare(`SELECT g.goods_no, g.goods_name, g.on_sale, o.order_no FROM tp_goods g
      JOIN tp_order o ON o.goods_id = g.id AND o.tenant_id = g.tenant_id AND o.is_deleted = 0 AND o.order_status NOT IN (${FINISHED.join(', ')})
      WHERE g.id = ? AND g.tenant_id = ? AND g.is_deleted = 0 ORDER BY o.create_time, o.id`);
    for (const id of ids) {
      const open = find.all(id, tenantId) as { goods_no: string; goods_name: string; on_sale: number | null; order_no: string }[];
      if (open.length === 0) continue;
      const [{ goods_no: goodsNo, goods_name: goodsName, on_sale: onSale }] = open;
      const named = open.map((row) => row.order_no).join('、');
      if (onSale === 1)
        throw new ServiceError(`挂牌商品 ${goodsNo}（${goodsName}）尚有未完结订单 ${named}，不能删除；如需停止销售，请使用「下架」`);
      throw new ServiceError(`挂牌商品 ${goodsNo}（${goodsName}）尚有未完结订单 ${named}，不能删除；该商品已下架，订单完结后方可删除`);
    }
  },
};
