import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import type { OrderRecord } from '../ledger/trade-projection';
import { registerOrderContracts, withdrawPendingSupplements } from './contract-registers';

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** What an order no longer takes goes back on sale: each line's unlifted tonnes to its SKU, their sum to the listing. */
export function returnUnliftedTonnes(db: Db, order: Pick<OrderRecord, 'order_no' | 'tenant_id' | 'goods_id'>): void {
  const now = formatDateTime();
  const lines = db
    .prepare('SELECT product_id, quantity, picked_quantity FROM tp_orderdetail WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .all(order.order_no, order.tenant_id) as { product_id: string | null; quantity: number; picked_quantity: number | null }[];
  const restoreSku = db.prepare(
    'UPDATE tp_product SET stock = ROUND(stock + ?, 3), update_time = ? WHERE id = ? AND goods_id = ? AND tenant_id = ?',
  );
  let total = 0;
  for (const line of lines) {
    const left = round3(line.quantity - (line.picked_quantity ?? 0));
    if (left <= 0) continue;
    total += left;
    if (line.product_id) restoreSku.run(left, now, line.product_id, order.goods_id, order.tenant_id);
  }
  total = round3(total);
  if (order.goods_id && total > 0) {
    db.prepare(
      'UPDATE tp_goods SET available_quantity = MIN(COALESCE(total_quantity, available_quantity + ?), ROUND(available_quantity + ?, 3)), update_time = ? WHERE id = ? AND tenant_id = ?',
    ).run(total, total, now, order.goods_id, order.tenant_id);
  }
}

/**
 * A cancelled order's contracts follow it: one still out for signature is withdrawn (签署 已撤销, not in force), a
 * signed one is terminated (合同状态 6 已终止), in the order's contract list and in 合同管理 and 电子合同 alike
 * (contract-registers.ts).
 */
export function withdrawContracts(db: Db, order: Pick<OrderRecord, 'order_no' | 'tenant_id'>, reason: string): void {
  const now = formatDateTime();
  withdrawPendingSupplements(db, order.tenant_id, order.order_no);
  db.prepare(
    'UPDATE tp_ordercontract SET sign_status = 5, contract_status = 0, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND sign_status IN (1, 2)',
  ).run(now, order.order_no, order.tenant_id);
  db.prepare(
    'UPDATE tp_ordercontract SET contract_status = 6, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND sign_status = 3',
  ).run(now, order.order_no, order.tenant_id);
  registerOrderContracts(db, order.tenant_id, order.order_no, { remark: `订单取消: ${reason}` });
}
