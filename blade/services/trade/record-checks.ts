import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { given } from '../shared/rows';

/** The record as it will be: the stored row with what the form changes. */
const merged = (values: Record<string, unknown>, existing: Record<string, unknown> | null) => ({ ...(existing ?? {}), ...values });

/**
 * 批发价格: a tier of a real product's price. Its product is looked up (its name, unless one is given, taken from it), its quantity range
 * and validity period run forwards. Before, 100 t → 10 t valid 2026-12-31 → 2026-01-01 for product "not-a-product" was kept.
 */
export const wholesalePriceHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const row = merged(values, existing);
    if (given(values.product_id)) {
      const product = ctx.db
        .prepare('SELECT product_name FROM tp_product WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
        .get(String(values.product_id), ctx.user?.tenantId ?? '') as { product_name: string } | undefined;
      if (!product) throw new ServiceError(`产品 ${values.product_id} 不存在`);
      if (!given(values.product_name)) values.product_name = product.product_name;
    }
    if (given(row.max_quantity) && Number(row.max_quantity) < Number(row.min_quantity)) throw new ServiceError('最大数量不能小于最小数量');
    if (given(row.valid_from) && given(row.valid_to) && String(row.valid_to) < String(row.valid_from))
      throw new ServiceError('失效日期不能早于生效日期');
  },
};

/**
 * 物流信息: a movement of a pick-up, entered by its number. The pick-up is looked up and its id and order taken from it:
 * the form asked for an internal 提货单ID nobody knows, and a record entered by number never showed on the pick-up's page.
 */
export const logisticsHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    if (!given(values.pickup_no) || values.pickup_no === existing?.pickup_no) return;
    const pickup = ctx.db
      .prepare('SELECT id, order_no FROM tp_orderpickup WHERE pickup_no = ? AND tenant_id = ? AND is_deleted = 0')
      .get(String(values.pickup_no), ctx.user?.tenantId ?? '') as { id: string; order_no: string } | undefined;
    if (!pickup) throw new ServiceError(`提货单 ${values.pickup_no} 不存在`);
    values.pickup_id = pickup.id;
    values.order_no = pickup.order_no;
  },
};
