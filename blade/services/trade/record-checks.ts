import type { CrudHooks } from '../../crud/controller';
import { ServiceError } from '../../http/envelope';
import { given } from '../shared/rows';
import { round2 } from './workflow/amounts';

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
      const product = ctx.db.prepare('SELECT product_name FROM tp_product WHERE id = ? AND tenant_id = ? AND is_deleted = 0').get(String(values.product_id), ctx.user?.tenantId ?? '') as
        | { product_name: string }
        | undefined;
      if (!product) throw new ServiceError(`产品 ${values.product_id} 不存在`);
      if (!given(values.product_name)) values.product_name = product.product_name;
    }
    if (given(row.max_quantity) && Number(row.max_quantity) < Number(row.min_quantity)) throw new ServiceError('最大数量不能小于最小数量');
    if (given(row.valid_from) && given(row.valid_to) && String(row.valid_to) < String(row.valid_from)) throw new ServiceError('失效日期不能早于生效日期');
  },
};

const ISSUED = 2;

/**
 * 发票: an invoice of an existing order whose total is its net amount plus tax; an issued one (已开票) names its number and
 * date. The order's 开票状态 follows its invoice. Before, an invoice for DD999999NOTEXIST totalling 5,000,000 on 100 + 9 was kept.
 */
export const invoiceHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    const row = merged(values, existing);
    const tenantId = ctx.user?.tenantId ?? '';
    const order = ctx.db.prepare('SELECT id FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0').get(String(row.order_no ?? ''), tenantId) as { id: string } | undefined;
    if (!order) throw new ServiceError(`订单 ${row.order_no ?? ''} 不存在`);
    if (given(row.amount_ex_tax) && given(row.tax_amount)) {
      const total = round2(Number(row.amount_ex_tax) + Number(row.tax_amount));
      if (!given(row.amount_incl_tax)) values.amount_incl_tax = total;
      else if (Math.abs(Number(row.amount_incl_tax) - total) > 0.005) throw new ServiceError(`价税合计应等于不含税金额与税额之和 (${total.toFixed(2)})`);
    }
    const status = Number(row.invoice_status ?? 0);
    if (status === ISSUED && (!given(row.invoice_no) || !given(row.invoice_date))) throw new ServiceError('已开票的发票须填写发票号码和开票日期');
    if (given(row.invoice_status)) ctx.db.prepare('UPDATE tp_order SET invoice_status = ? WHERE id = ?').run(status, order.id);
  },
};

/**
 * 物流信息: a movement of a pick-up, entered by its number. The pick-up is looked up and its id and order taken from it:
 * the form asked for an internal 提货单ID nobody knows, and a record entered by number never showed on the pick-up's page.
 */
export const logisticsHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    if (!given(values.pickup_no) || values.pickup_no === existing?.pickup_no) return;
    const pickup = ctx.db.prepare('SELECT id, order_no FROM tp_orderpickup WHERE pickup_no = ? AND tenant_id = ? AND is_deleted = 0').get(String(values.pickup_no), ctx.user?.tenantId ?? '') as
      | { id: string; order_no: string }
      | undefined;
    if (!pickup) throw new ServiceError(`提货单 ${values.pickup_no} 不存在`);
    values.pickup_id = pickup.id;
    values.order_no = pickup.order_no;
  },
};
