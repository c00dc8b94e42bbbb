import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import type { CrudHooks } from '../../crud/controller';
import { requireCode } from '../../crud/permissions';
import { assertInquiryPledgeAction } from './machines';
import { loanableAmount } from './finance-amounts';

/**
 * Pledge inquiries (/blade-finance/inquirypledge): `save` files one as 待报价 (no quote of its own), `submit` quotes it:
 * the collateral is valued at the latest goods price (tp_goodsprice) of its goods × quantity × LTV, giving the loanable
 * amount, and it becomes 已报价. A quoted inquiry is not quoted again.
 */
const QUOTE_COLUMNS = ['market_price', 'appraised_price', 'quoted_amount', 'inquiry_status'];
const DEFAULT_LTV = 70;

function latestPrice(ctx: Context, goodsName: string): number | null {
  const row = ctx.db
    // The goods' product is the longest quoted product name inside it (`2024年锦州港平仓玉米(二等)` → `锦州港平仓玉米(二等)`).
    .prepare(`SELECT price FROM tp_goodsprice WHERE tenant_id = ? AND is_deleted = 0 AND instr(?, product_name) > 0
      ORDER BY length(product_name) DESC, price_date DESC, create_time DESC LIMIT 1`)
    .get(ctx.user?.tenantId ?? '', goodsName) as { price: number } | undefined;
  return row?.price ?? null;
}

export const inquiryPledgeHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    for (const column of QUOTE_COLUMNS) delete values[column];
    if (!existing) {
      values.inquiry_status = 0;
      values.inquiry_time ??= formatDateTime();
      return;
    }
    requireCode(ctx.db, ctx.user, 'inquirypledge_quote');
    const merged = { ...existing, ...values };
    values.inquiry_status = assertInquiryPledgeAction('quote', {
      title: String(existing.inquiry_no),
      status: Number(existing.inquiry_status ?? 0),
    });
    const goodsName = String(merged.goods_name ?? '').trim();
    if (!goodsName) throw new ServiceError('请填写货物名称，按其最新价格估值');
    const price = latestPrice(ctx, goodsName);
    if (price === null) throw new ServiceError(`商品价格中没有「${goodsName}」的报价，无法估值`);
    const quantity = Number(merged.quantity);
    const ltv =
      merged.loan_to_value === null || merged.loan_to_value === undefined || merged.loan_to_value === ''
        ? DEFAULT_LTV
        : Number(merged.loan_to_value);
    if (!(quantity > 0)) throw new ServiceError('质押数量须大于0');
    if (!(ltv > 0 && ltv <= 100)) throw new ServiceError('质押率须在0到100之间');
    Object.assign(values, {
      market_price: price,
      appraised_price: price,
      loan_to_value: ltv,
      quoted_amount: loanableAmount(quantity, price, ltv),
    });
  },
};
