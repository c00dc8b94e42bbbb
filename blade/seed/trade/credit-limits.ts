import type { Db } from '../../db/open';
import type { Order } from './orders';
import { idSequence, insertRows, TENANT_B } from './support';
import { USERS } from '../system';

/** Who applied and who approved, by tenant: 华北粮贸's administrator does both (its only account). */
const signersOf = (tenantId: string): [string, string] => {
  if (tenantId !== TENANT_B.tenantId) return ['陈交易（trader）', '张经理（manager）'];
  const admin = USERS.find((user) => user.tenantId === tenantId && user.account === 'admin')!;
  const name = `${admin.realName}（${admin.account}）`;
  return [name, name];
};

/**
 * Approved credit limits (tp_creditlimit) for the buyers that buy on credit terms (账期结算): applied for by the
 * trader and approved by the manager, each large enough for 1.5× the buyer's credit-terms orders, rounded up to
 * ¥100,000, so the seeded releases on credit sit within them (services/trade/credit-terms.ts).
 */
export function seedCreditLimits(db: Db, orders: Order[]): Record<string, number> {
  const id = idSequence(79);
  const byBuyer = new Map<string, { order: Order; total: number }>();
  for (const order of orders.filter((candidate) => candidate.listing.settlementMethod === 3)) {
    const key = `${order.tenantId}|${order.buyer.companyName}`;
    const seen = byBuyer.get(key);
    byBuyer.set(key, { order: seen?.order ?? order, total: (seen?.total ?? 0) + order.amount });
  }
  const rows = [...byBuyer.values()].map(({ order, total }) => ({
    id: id(),
    tenant_id: order.tenantId,
    buyer_id: order.buyer.id,
    buyer_name: order.buyer.companyName,
    credit_limit: Math.ceil((total * 1.5) / 100_000) * 100_000,
    credit_days: 30,
    limit_status: 1,
    apply_reason: '长期合作饲料企业，按月结算',
    applied_by: signersOf(order.tenantId)[0],
    approved_by: signersOf(order.tenantId)[1],
    approve_time: `${order.orderTime.slice(0, 10)} 09:30:00`,
    approve_remark: '同意',
    create_time: `${order.orderTime.slice(0, 10)} 09:00:00`,
  }));
  return { tp_creditlimit: insertRows(db, 'tp_creditlimit', rows) };
}
