import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import { ORDER_TRANSITIONS } from '../trade/workflow/machines';
import type { ActorType } from './provider';
import { registerContract } from '../trade/contract-registers';
import { followSupplement } from '../trade/supplement-effect';

/**
 * The platform's side of signing, whichever provider runs: signing identities, each contract's actors
 * (one per party) and what a signature or a refusal does to the contract and its order.
 *
 * Actor sign_status: 0 待签署, 1 已签署, 2 已拒签. Contract sign_status (dict sign_status): 1 待签署 →
 * 2 部分签署 (some signed) → 3 已完成 (all signed: contract_status 3 已生效, signed file, and a sales
 * contract moves its order 待签约 → 待付保证金 by the order machine's `contractSigned`); any refusal → 4 已拒签;
 * a task the provider cancelled → 5 已撤销, one past its deadline → 6 已过期. In those three the contract is not
 * in force (contract_status 0), its order stays 待签约 and a new contract may be generated.
 *
 * Both providers go through these functions: the local signing page directly, FaDaDa's callbacks and
 * polling through sign-events.ts.
 */
export const ACTOR_STATUS = { pending: 0, signed: 1, refused: 2 } as const;

export type IdentityRow = { id: string; tenant_id: string; open_id: string; id_type: ActorType; name: string; bind_status: number };
export type ActorRow = {
  id: string;
  tenant_id: string;
  contract_id: string;
  sign_task_id: string;
  actor_id: string;
  actor_type: ActorType;
  open_id: string;
  actor_name: string;
  sort: number;
  sign_status: number;
  sign_time: string | null;
  refuse_reason: string | null;
};
export type ContractRow = {
  id: string;
  tenant_id: string;
  order_no: string;
  contract_no: string;
  contract_name: string;
  contract_type: number;
  sign_status: number;
  sign_task_id: string;
  party_a_name: string;
  party_b_name: string;
};

/** A new open id in FaDaDa's shape: a letter for the kind, then 31 hex digits. */
export const newOpenId = (idType: ActorType) =>
  `${idType === 'corp' ? 'c' : 'u'}${nextId()}${Math.random().toString(16).slice(2)}`.slice(0, 32).padEnd(32, '0');

/**
 * The corporation's signing identity. A party the platform has not enrolled yet is enrolled now (FaDaDa
 * authenticates it on its first link); one that ended its authorisation (解绑) cannot be asked to sign.
 */
export function corpIdentity(db: Db, tenantId: string, name: string, userId: string): IdentityRow {
  const found = db
    .prepare(
      "SELECT * FROM fasc_openid WHERE tenant_id = ? AND id_type = 'corp' AND name = ? AND is_deleted = 0 ORDER BY bind_status DESC LIMIT 1",
    )
    .get(tenantId, name) as IdentityRow | undefined;
  if (found && found.bind_status !== 1) throw new ServiceError(`签约企业「${name}」已解除绑定，不能发起签署，请先重新授权`);
  if (found) return found;
  const now = formatDateTime();
  const row = {
    id: nextId(),
    tenant_id: tenantId,
    open_id: newOpenId('corp'),
    id_type: 'corp' as const,
    name,
    ident_no: '',
    client_id: '',
    legal_rep_name: '',
    bind_status: 1,
    auth_time: now,
    unbind_time: '',
    remark: '发起签署时登记',
    create_user: userId,
    create_time: now,
    update_user: userId,
    update_time: now,
    status: 1,
    is_deleted: 0,
  };
  db.prepare(
    `INSERT INTO fasc_openid (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
      .map(() => '?')
      .join(', ')})`,
  ).run(...Object.values(row));
  return row;
}

/** Replaces a contract's actors (a regenerated contract starts over; old links stop working). */
export function replaceActors(
  db: Db,
  contract: Pick<ContractRow, 'id' | 'tenant_id'>,
  signTaskId: string,
  actors: { actorId: string; identity: IdentityRow }[],
): void {
  db.prepare('DELETE FROM fasc_sign_actor WHERE contract_id = ? AND tenant_id = ?').run(contract.id, contract.tenant_id);
  const insert =
    db.prepare(`INSERT INTO fasc_sign_actor (id, tenant_id, contract_id, sign_task_id, actor_id, actor_type, open_id, actor_name, sort, sign_status, sign_time, refuse_reason, create_time, status, is_deleted)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, '', '', ?, 1, 0)`);
  actors.forEach((actor, index) =>
    insert.run(
      nextId(),
      contract.tenant_id,
      contract.id,
      signTaskId,
      actor.actorId,
      actor.identity.id_type,
      actor.identity.open_id,
      actor.identity.name,
      index + 1,
      formatDateTime(),
    ),
  );
}

export function contractActors(db: Db, tenantId: string, contractId: string): ActorRow[] {
  return db
    .prepare('SELECT * FROM fasc_sign_actor WHERE contract_id = ? AND tenant_id = ? AND is_deleted = 0 ORDER BY sort')
    .all(contractId, tenantId) as ActorRow[];
}

export function findActor(db: Db, actorRowId: string): { actor: ActorRow; contract: ContractRow } {
  const actor = db.prepare('SELECT * FROM fasc_sign_actor WHERE id = ? AND is_deleted = 0').get(actorRowId) as ActorRow | undefined;
  const contract =
    actor &&
    (db
      .prepare('SELECT * FROM tp_ordercontract WHERE id = ? AND tenant_id = ? AND is_deleted = 0')
      .get(actor.contract_id, actor.tenant_id) as ContractRow | undefined);
  if (!actor || !contract || contract.sign_task_id !== actor.sign_task_id)
    throw new ServiceError('签署链接已失效，请向发起方索取新的链接', 404);
  return { actor, contract };
}

/** Contracts awaiting this identity's signature (unbinding is refused while there are any). */
export function pendingTasks(db: Db, tenantId: string, openId: string): { contract_no: string }[] {
  return db
    .prepare(`SELECT DISTINCT c.contract_no FROM fasc_sign_actor a JOIN tp_ordercontract c ON c.id = a.contract_id AND c.sign_task_id = a.sign_task_id
    WHERE a.tenant_id = ? AND a.open_id = ? AND a.sign_status = 0 AND a.is_deleted = 0 AND c.is_deleted = 0 AND c.sign_status IN (1, 2) ORDER BY c.contract_no`)
    .all(tenantId, openId) as { contract_no: string }[];
}

/** Contract sign_status labels (dict sign_status). */
const SIGN_STATUS_LABEL = ['未发起', '待签署', '部分签署', '已完成', '已拒签', '已撤销', '已过期'];

export const isSigningOpen = (contract: Pick<ContractRow, 'sign_status'>) => contract.sign_status === 1 || contract.sign_status === 2;

function assertContractOpen(contract: ContractRow): void {
  if (!isSigningOpen(contract)) {
    throw new ServiceError(
      `当前状态不允许此操作: 合同 ${contract.contract_no} 为「${SIGN_STATUS_LABEL[contract.sign_status] ?? contract.sign_status}」`,
    );
  }
}

function assertOpen(actor: ActorRow, contract: ContractRow): void {
  assertContractOpen(contract);
  if (actor.sign_status !== ACTOR_STATUS.pending)
    throw new ServiceError(`当前状态不允许此操作: ${actor.actor_name} 已${actor.sign_status === ACTOR_STATUS.signed ? '签署' : '拒签'}`);
}

function assertBound(db: Db, actor: ActorRow): void {
  const identity = db
    .prepare('SELECT bind_status FROM fasc_openid WHERE tenant_id = ? AND open_id = ? AND is_deleted = 0')
    .get(actor.tenant_id, actor.open_id) as { bind_status: number } | undefined;
  if (identity?.bind_status !== 1) throw new ServiceError(`签约主体「${actor.actor_name}」已解除绑定，不能签署`);
}

/** Records the actor's signature; the last one completes the contract and advances a sales contract's order. */
export function recordSignature(db: Db, actorRowId: string): { contractStatus: number; orderStatus: number | null } {
  return db.transaction(() => {
    const { actor, contract } = findActor(db, actorRowId);
    assertOpen(actor, contract);
    assertBound(db, actor);
    const now = formatDateTime();
    db.prepare('UPDATE fasc_sign_actor SET sign_status = 1, sign_time = ?, update_time = ? WHERE id = ?').run(now, now, actor.id);
    const remaining = contractActors(db, contract.tenant_id, contract.id).filter((row) => row.sign_status !== ACTOR_STATUS.signed).length;
    if (remaining > 0) {
      db.prepare('UPDATE tp_ordercontract SET sign_status = 2, contract_status = 2, update_time = ? WHERE id = ?').run(now, contract.id);
      registerContract(db, contract.id);
      followSupplement(db, contract.id);
      return { contractStatus: 2, orderStatus: null };
    }
    db.prepare(
      `UPDATE tp_ordercontract SET sign_status = 3, contract_status = 3, sign_time = ?, effective_date = ?, signed_file_url = ?, update_time = ? WHERE id = ?`,
    ).run(now, now.slice(0, 10), `/api/blade-tradePort/ordercontract/downDocuments?id=${contract.id}&signed=1`, now, contract.id);
    registerContract(db, contract.id);
    // A price supplement takes effect with its last signature (refused, with the shortfall, when it would leave goods unpaid).
    followSupplement(db, contract.id);
    let orderStatus: number | null = null;
    if (contract.contract_type === 1) {
      const order = db
        .prepare('SELECT id, order_status FROM tp_order WHERE order_no = ? AND tenant_id = ? AND is_deleted = 0')
        .get(contract.order_no, contract.tenant_id) as { id: string; order_status: number } | undefined;
      const transition = ORDER_TRANSITIONS.contractSigned;
      if (order && transition.from.includes(order.order_status) && transition.to !== null) {
        db.prepare('UPDATE tp_order SET order_status = ?, update_time = ? WHERE id = ?').run(transition.to, now, order.id);
        orderStatus = transition.to;
      }
    }
    return { contractStatus: 3, orderStatus };
  })();
}

/** Records a refusal with its reason: the contract is refused (已拒签); its order stays where it is. */
export function recordRefusal(db: Db, actorRowId: string, reason: string): void {
  db.transaction(() => {
    const { actor, contract } = findActor(db, actorRowId);
    assertOpen(actor, contract);
    const now = formatDateTime();
    db.prepare('UPDATE fasc_sign_actor SET sign_status = 2, sign_time = ?, refuse_reason = ?, update_time = ? WHERE id = ?').run(
      now,
      reason,
      now,
      actor.id,
    );
    db.prepare('UPDATE tp_ordercontract SET sign_status = 4, contract_status = 0, update_time = ? WHERE id = ?').run(now, contract.id);
    registerContract(db, contract.id, { remark: `${actor.actor_name}拒签: ${reason}` });
    followSupplement(db, contract.id);
  })();
}

export const TERMINATED_STATUS = { canceled: 5, expired: 6 } as const;

/** The provider ended the sign task unsigned (撤销 or 过期): the contract is not in force; its order stays where it is. */
export function recordTermination(db: Db, contractId: string, how: keyof typeof TERMINATED_STATUS): void {
  db.transaction(() => {
    const contract = db.prepare('SELECT * FROM tp_ordercontract WHERE id = ? AND is_deleted = 0').get(contractId) as
      | ContractRow
      | undefined;
    if (!contract) throw new ServiceError('合同不存在', 404);
    assertContractOpen(contract);
    db.prepare('UPDATE tp_ordercontract SET sign_status = ?, contract_status = 0, update_time = ? WHERE id = ?').run(
      TERMINATED_STATUS[how],
      formatDateTime(),
      contract.id,
    );
    registerContract(db, contract.id, { remark: how === 'canceled' ? '签署任务已撤销' : '签署任务已过期' });
    followSupplement(db, contract.id);
  })();
}
