import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { given } from '../shared/rows';
import { ORDER_TRANSITIONS } from './workflow/machines';
import { round2 } from './workflow/amounts';
import { DEFAULT_TOLERANCE_PCT, DEFAULT_WEIGH_ALLOWANCE_PERMILLE } from '../ledger/trade-terms';
import { cancelOrderIn, DEPOSIT_DECISIONS, type DepositDecision } from './order-lifecycle';

/**
 * What the generic order submit may change. The workflow keeps the rest: on edit the stored state, the totals of the
 * lines (quantity, amount, deposit due) and the tonnes lifted stay. Money is never typed into an order: 已付金额,
 * 保证金, 支付状态 and 开票状态 are projections of the ledger (services/ledger/trade-projection.ts), moved only by
 * their actions (收款登记, 登记保证金, pick-up deposit steps, invoices): a form that sends them changed is refused.
 * The submit still carries 取消订单 (order_status 已取消 with a reason), the same step as order/cancel.
 */
const KEPT_ON_EDIT = ['order_status', 'quantity', 'amount', 'deposit_amount', 'picked_quantity', 'open_unit_price'] as const;
const MONEY = { paid_amount: '已付金额', deposit_paid: '已付保证金', pay_status: '支付状态', invoice_status: '开票状态' } as const;
/** Contract terms, fixed once a contract went out for signature. */
const TERMS = { deposit_ratio: '保证金比例', tolerance_pct: '溢短装比例', weigh_allowance_permille: '磅差' } as const;
const STARTING_STATE = { order_status: 0, pay_status: 0, invoice_status: 0, paid_amount: 0, deposit_paid: 0, picked_quantity: 0 };

const same = (a: unknown, b: unknown) => Number(a ?? 0) === Number(b ?? 0);

export const orderHooks: CrudHooks = {
  beforeWrite: (ctx, values, existing) => {
    if (!existing) {
      for (const column of Object.keys(MONEY)) delete values[column];
      delete values.open_unit_price;
      Object.assign(values, STARTING_STATE);
      if (!given(values.tolerance_pct)) values.tolerance_pct = DEFAULT_TOLERANCE_PCT;
      if (!given(values.weigh_allowance_permille)) values.weigh_allowance_permille = DEFAULT_WEIGH_ALLOWANCE_PERMILLE;
      return;
    }
    const orderNo = String(existing.order_no ?? '');
    for (const [column, label] of Object.entries(MONEY)) {
      if (given(values[column]) && !same(values[column], existing[column])) {
        throw new ServiceError(`${label}由账目分录生成，不能直接修改；请使用收款登记、登记保证金或冲正`);
      }
      delete values[column];
    }
    const status = Number(existing.order_status ?? 0);
    const cancelling =
      given(values.order_status) && Number(values.order_status) === ORDER_TRANSITIONS.cancel.to && status !== ORDER_TRANSITIONS.cancel.to;
    for (const column of KEPT_ON_EDIT) delete values[column];
    for (const [column, label] of Object.entries(TERMS)) {
      if (!given(values[column]) || same(values[column], existing[column])) continue;
      if (status > 1 || contractOut(ctx, existing)) throw new ServiceError(`订单 ${orderNo} 的合同已发出签署，${label}不能再修改`);
      const value = Number(values[column]);
      if (!Number.isFinite(value) || value < 0 || value > (column === 'deposit_ratio' ? 100 : column === 'tolerance_pct' ? 10 : 10))
        throw new ServiceError(`${label}超出范围`);
      if (column === 'deposit_ratio') values.deposit_amount = round2((Number(existing.amount ?? 0) * value) / 100);
    }
    if (cancelling) {
      const sent = (ctx.body as Record<string, unknown> | null)?.depositDecision;
      const decision = DEPOSIT_DECISIONS.find((item) => item === sent) as DepositDecision | undefined;
      cancelOrderIn(ctx.db, ctx.user!, orderNo, String(values.cancel_reason ?? ''), decision);
      values.order_status = ORDER_TRANSITIONS.cancel.to;
      values.cancel_reason = String(values.cancel_reason ?? '').trim();
    }
  },
};

/** A contract of the order is out for signature or signed (待签署, 部分签署, 已完成). */
function contractOut(ctx: Context, order: Record<string, unknown>): boolean {
  return !!ctx.db
    .prepare('SELECT 1 FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND sign_status IN (1, 2, 3) LIMIT 1')
    .get(order.order_no, order.tenant_id);
}
