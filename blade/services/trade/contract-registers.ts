import type { Db } from '../../db/open';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { placeholders } from '../shared/rows';

/**
 * An order's contract (tp_ordercontract, written by contract-signing.ts and services/esign/sign-tasks.ts) is also
 * registered where the back office looks for contracts: 合同管理 (tp_contract, one row per contract number) and
 * 电子合同 (tp_contracts, one row per sign task). Every change of the order's contract calls registerContract in the
 * same transaction, so both registers follow it: 待签署 → 签署中 → 已生效 as the parties sign, 已作废 when it is
 * refused or withdrawn unsigned, 已终止 when a signed contract ends with its cancelled order, 已完成 with a completed
 * order. The order's contract row is the source; the registers are never the place to change one.
 *
 * Dict contract_status: 0 草稿 1 待签署 2 签署中 3 已生效 4 执行中 5 已完成 6 已终止 7 已作废;
 * dict sign_status: 1 待签署 2 部分签署 3 已完成 4 已拒签 5 已撤销 6 已过期.
 */
type OrderContract = {
  id: string;
  tenant_id: string;
  order_id: string | null;
  order_no: string;
  contract_no: string;
  contract_name: string;
  contract_type: number;
  party_a_name: string;
  party_b_name: string;
  amount: number | null;
  sign_status: number;
  contract_status: number | null;
  sign_task_id: string;
  file_url: string | null;
  signed_file_url: string | null;
  sign_time: string | null;
  effective_date: string | null;
  create_user: string | null;
};

const VOID = 7;
/** The register's contract state: an unsigned contract that is out of force (refused, withdrawn, expired) is void. */
const registerStatus = (contract: OrderContract) =>
  contract.contract_status === 0 && contract.sign_status >= 4 ? VOID : (contract.contract_status ?? 0);

function upsert(
  db: Db,
  table: string,
  where: { sql: string; params: unknown[] },
  values: Record<string, unknown>,
  inserted: Record<string, unknown>,
): string {
  const found = db
    .prepare(`SELECT id FROM ${table} WHERE ${where.sql} AND is_deleted = 0 ORDER BY create_time DESC LIMIT 1`)
    .get(...where.params) as { id: string } | undefined;
  if (found) {
    db.prepare(
      `UPDATE ${table} SET ${Object.keys(values)
        .map((column) => `${column} = ?`)
        .join(', ')} WHERE id = ?`,
    ).run(...Object.values(values), found.id);
    return found.id;
  }
  const row = { id: nextId(), ...inserted, ...values, status: 1, is_deleted: 0 };
  db.prepare(`INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${placeholders(Object.keys(row).length)})`).run(
    ...Object.values(row),
  );
  return row.id;
}

/** Writes the order contract `id` into 合同管理 and 电子合同 (inside the caller's transaction); `remark` says why when it ended. */
export function registerContract(db: Db, id: string, { remark }: { remark?: string } = {}): void {
  const contract = db.prepare('SELECT * FROM tp_ordercontract WHERE id = ? AND is_deleted = 0').get(id) as OrderContract | undefined;
  if (!contract) return;
  const order = db
    .prepare('SELECT id, buyer_id, seller_id, quantity FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .get(contract.order_no, contract.tenant_id) as
    | { id: string; buyer_id: string | null; seller_id: string | null; quantity: number }
    | undefined;
  const actors = db
    .prepare(
      'SELECT actor_name, sign_status, sign_time FROM fasc_sign_actor WHERE contract_id = ? AND sign_task_id = ? AND is_deleted = 0 ORDER BY sort',
    )
    .all(contract.id, contract.sign_task_id) as { actor_name: string; sign_status: number; sign_time: string | null }[];
  const now = formatDateTime();
  const signedOn = contract.sign_time ? contract.sign_time.slice(0, 10) : '';
  const status = registerStatus(contract);
  const note = remark === undefined ? {} : { remark: remark.slice(0, 255) };
  const registered = upsert(
    db,
    'tp_contract',
    { sql: 'contract_no = ? AND tenant_id = ?', params: [contract.contract_no, contract.tenant_id] },
    {
      contract_name: contract.contract_name,
      contract_type: contract.contract_type,
      order_id: order?.id ?? contract.order_id,
      order_no: contract.order_no,
      party_a_id: order?.seller_id ?? '',
      party_a_name: contract.party_a_name,
      party_b_id: order?.buyer_id ?? '',
      party_b_name: contract.party_b_name,
      quantity: order?.quantity ?? null,
      amount: contract.amount,
      sign_date: signedOn,
      effective_date: contract.effective_date ?? signedOn,
      contract_status: status,
      sign_status: contract.sign_status,
      file_url: contract.file_url ?? '',
      signed_file_url: contract.signed_file_url ?? '',
      update_time: now,
      ...note,
    },
    { tenant_id: contract.tenant_id, contract_no: contract.contract_no, create_user: contract.create_user ?? '', create_time: now },
  );
  const initiator =
    (
      db
        .prepare("SELECT full_name FROM blade_dept WHERE tenant_id = ? AND parent_id = '0' AND is_deleted = 0 ORDER BY sort LIMIT 1")
        .get(contract.tenant_id) as { full_name: string } | undefined
    )?.full_name ?? '';
  upsert(
    db,
    'tp_contracts',
    { sql: 'sign_task_id = ? AND tenant_id = ?', params: [contract.sign_task_id, contract.tenant_id] },
    {
      contract_id: registered,
      contract_no: contract.contract_no,
      contract_name: contract.contract_name,
      initiator_name: initiator,
      signer_names: actors.map((actor) => actor.actor_name).join(','),
      signed_count: actors.filter((actor) => actor.sign_status === 1).length,
      signer_count: actors.length,
      sign_status: contract.sign_status,
      finish_time: contract.sign_status === 3 ? (contract.sign_time ?? now) : '',
      signed_file_url: contract.signed_file_url ?? '',
      update_time: now,
      ...note,
    },
    { tenant_id: contract.tenant_id, sign_task_id: contract.sign_task_id, create_user: contract.create_user ?? '', create_time: now },
  );
  // A contract generated again replaces its earlier sign task: that one is withdrawn in 电子合同.
  db.prepare(
    "UPDATE tp_contracts SET sign_status = 5, remark = '已重新生成签署任务', update_time = ? WHERE contract_no = ? AND tenant_id = ? AND sign_task_id <> ? AND is_deleted = 0 AND sign_status IN (1, 2)",
  ).run(now, contract.contract_no, contract.tenant_id, contract.sign_task_id);
}

/** Every contract of an order, registered again (after the order moved them all). */
export function registerOrderContracts(db: Db, tenantId: string, orderNo: string, why: { remark?: string } = {}): void {
  const ids = db
    .prepare('SELECT id FROM tp_ordercontract WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
    .all(orderNo, tenantId) as { id: string }[];
  for (const { id } of ids) registerContract(db, id, why);
}

/** An order that ends withdraws its price supplements still out for signature (order-supplements.ts): the price stays. */
export function withdrawPendingSupplements(db: Db, tenantId: string, orderNo: string): void {
  const now = formatDateTime();
  db.prepare(
    'UPDATE tp_ordercontract SET sign_status = 5, contract_status = 0, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND contract_type = 6 AND sign_status IN (1, 2)',
  ).run(now, orderNo, tenantId);
  db.prepare(
    'UPDATE tp_ordersupplement SET supplement_status = 5, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND supplement_status IN (1, 2)',
  ).run(now, orderNo, tenantId);
}

/** A completed order's contracts in force are performed: 已完成 in the order's list and in both registers. */
export function completeContracts(db: Db, tenantId: string, orderNo: string): void {
  withdrawPendingSupplements(db, tenantId, orderNo);
  db.prepare(
    'UPDATE tp_ordercontract SET contract_status = 5, update_time = ? WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0 AND contract_status IN (3, 4)',
  ).run(formatDateTime(), orderNo, tenantId);
  registerOrderContracts(db, tenantId, orderNo);
}
