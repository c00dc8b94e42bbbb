import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { parseInput } from '../trade/workflow/records';
import { contractText, type ContractRow } from '../trade/contract-signing';
import { localSigning } from './active-provider';
import { actorFromToken } from './sign-token';
import { contractActors, findActor, recordRefusal, recordSignature } from './sign-tasks';

/**
 * The local provider's signing page backend (/fasc/esign/*, anonymous at the gateway like FaDaDa's own
 * page): the link's token is the only credential and names exactly one actor. The app renders the page
 * at /esign/sign/{token}. With ESIGN_PROVIDER=fadada, FaDaDa's page signs instead and these refuse.
 */
const tokenInput = z.object({ token: z.string({ error: '签署链接无效' }).trim().min(1, '签署链接无效').max(120, '签署链接无效') });

function actorOf(ctx: Context): string {
  if (!localSigning()) throw new ServiceError('签署由法大大完成，请使用法大大的签署链接', 404);
  const actorRowId = actorFromToken(ctx.db, parseInput(ctx, tokenInput).token);
  if (!actorRowId) throw new ServiceError('签署链接无效或已失效', 404);
  return actorRowId;
}

/** GET /fasc/esign/task?token — the contract to sign, the actor the link is for and every party's status. */
export function signTaskForActor(ctx: Context) {
  const { actor, contract } = findActor(ctx.db, actorOf(ctx));
  const actors = contractActors(ctx.db, contract.tenant_id, contract.id);
  return R.data({
    contractNo: contract.contract_no,
    contractName: contract.contract_name,
    orderNo: contract.order_no,
    signStatus: contract.sign_status,
    document: contractText(ctx.db, contract as ContractRow),
    actor: {
      actorId: actor.actor_id,
      actorName: actor.actor_name,
      actorType: actor.actor_type,
      signStatus: actor.sign_status,
      signTime: actor.sign_time ?? '',
      refuseReason: actor.refuse_reason ?? '',
    },
    actors: actors.map((row) => ({
      actorId: row.actor_id,
      actorName: row.actor_name,
      signStatus: row.sign_status,
      signTime: row.sign_time ?? '',
    })),
  });
}

/** POST /fasc/esign/sign {token} — the actor signs. */
export function signAsActor(ctx: Context) {
  return R.data(recordSignature(ctx.db, actorOf(ctx)));
}

/** POST /fasc/esign/refuse {token, reason} — the actor refuses, saying why. */
export function refuseAsActor(ctx: Context) {
  const actorRowId = actorOf(ctx);
  const { reason } = parseInput(
    ctx,
    z.object({ reason: z.string({ error: '请填写拒签原因' }).trim().min(1, '请填写拒签原因').max(200, '拒签原因不能超过200个字符') }),
  );
  recordRefusal(ctx.db, actorRowId, reason);
  return R.success();
}
