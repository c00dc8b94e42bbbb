import type { Db } from '../../db/open';
import { ServiceError } from '../../http/envelope';
import {
  ACTOR_STATUS,
  TERMINATED_STATUS,
  contractActors,
  isSigningOpen,
  recordRefusal,
  recordSignature,
  recordTermination,
  type ContractRow,
} from './sign-tasks';

/**
 * What a provider reports about a sign task, in the platform's terms, and its effect through the same
 * transitions the local signing page uses (sign-tasks.ts). FaDaDa's callbacks and the poller both land
 * here (fadada-events.ts translates FaDaDa's vocabulary), so a report applied twice, late or out of order
 * changes nothing twice: each one first checks whether the state already says so.
 */
export type SignEvent =
  | { type: 'signed'; actorId: string }
  | { type: 'refused'; actorId: string; reason: string }
  /** Every actor signed (FaDaDa's task_finished). */
  | { type: 'finished' }
  | { type: 'canceled' }
  | { type: 'expired' };

/** applied: the state moved; unchanged: it already said so; ignored: it cannot apply (why says which). */
export type SignEventOutcome = { outcome: 'applied' | 'unchanged' | 'ignored'; contractNo?: string; why?: string };

const REFUSE_REASON_MAX = 200;

/** The contract whose current sign task this is (an older task of a regenerated contract names none). */
function contractOfTask(db: Db, signTaskId: string): ContractRow | undefined {
  return db
    .prepare('SELECT * FROM tp_ordercontract WHERE sign_task_id = ? AND is_deleted = 0 ORDER BY update_time DESC LIMIT 1')
    .get(signTaskId) as ContractRow | undefined;
}

export function applySignEvent(db: Db, task: { signTaskId: string; transReferenceId?: string }, event: SignEvent): SignEventOutcome {
  const contract = contractOfTask(db, task.signTaskId);
  if (!contract) return { outcome: 'ignored', why: 'no contract has this sign task' };
  // FaDaDa echoes the contract id we gave it as transReferenceId: another value is not our task.
  if (task.transReferenceId && task.transReferenceId !== contract.id)
    return { outcome: 'ignored', contractNo: contract.contract_no, why: 'transReferenceId names another contract' };
  const done = (outcome: SignEventOutcome['outcome'], why?: string): SignEventOutcome => ({
    outcome,
    contractNo: contract.contract_no,
    ...(why ? { why } : {}),
  });
  try {
    // One transaction: read and write together, and all or nothing (a completion records every missing signature).
    return db.transaction(() => applyTo(db, contractOfTask(db, task.signTaskId)!, event, done))();
  } catch (error) {
    // A rule of the platform refuses it (e.g. the party was unbound): nothing changed, and the reason is reported.
    if (error instanceof ServiceError) return done('ignored', error.message);
    throw error;
  }
}

function applyTo(
  db: Db,
  contract: ContractRow,
  event: SignEvent,
  done: (outcome: SignEventOutcome['outcome'], why?: string) => SignEventOutcome,
): SignEventOutcome {
  const actors = contractActors(db, contract.tenant_id, contract.id);
  switch (event.type) {
    case 'signed': {
      const actor = actors.find((row) => row.actor_id === event.actorId);
      if (!actor) return done('ignored', `no actor ${event.actorId}`);
      if (actor.sign_status === ACTOR_STATUS.signed) return done('unchanged');
      if (!isSigningOpen(contract)) return done('ignored', `contract sign_status ${contract.sign_status}`);
      recordSignature(db, actor.id);
      return done('applied');
    }
    case 'finished': {
      if (contract.sign_status === 3) return done('unchanged');
      if (!isSigningOpen(contract)) return done('ignored', `contract sign_status ${contract.sign_status}`);
      // Signatures whose own report was lost are recorded now; the last one completes the contract.
      for (const actor of actors) if (actor.sign_status === ACTOR_STATUS.pending) recordSignature(db, actor.id);
      return done('applied');
    }
    case 'refused': {
      const actor = actors.find((row) => row.actor_id === event.actorId);
      if (!actor) return done('ignored', `no actor ${event.actorId}`);
      if (actor.sign_status === ACTOR_STATUS.refused) return done('unchanged');
      if (!isSigningOpen(contract)) return done('ignored', `contract sign_status ${contract.sign_status}`);
      recordRefusal(db, actor.id, event.reason.trim().slice(0, REFUSE_REASON_MAX) || '拒签');
      return done('applied');
    }
    case 'canceled':
    case 'expired': {
      if (contract.sign_status === TERMINATED_STATUS[event.type]) return done('unchanged');
      if (!isSigningOpen(contract)) return done('ignored', `contract sign_status ${contract.sign_status}`);
      recordTermination(db, contract.id, event.type);
      return done('applied');
    }
  }
}
