import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { fadadaSigning } from './active-provider';
import { verifyFascCallback } from './callback-signature';
import { claimNonce } from './callback-nonces';
import { readCallback } from './fadada-events';
import { applySignEvent, type SignEventOutcome } from './sign-events';

/**
 * POST /fasc/esign/callback — FaDaDa's event callback (事件回调): a form with `bizContent` (JSON) and the
 * X-FASC-* headers, anonymous at the gateway (its signature is the credential). The app forwards it from
 * POST /api/fasc/esign/callback, the address to give FaDaDa (lib/http/same-origin.ts). A forged, stale or
 * replayed request is refused (401 / 409) and changes nothing; an accepted one is answered HTTP 200 with
 * msg `success` (FaDaDa retries anything else after 3 min, 30 min and 8 h), whatever it meant for the
 * contract: applying it twice, late or after the poller changes nothing twice (sign-events.ts).
 */
export function fadadaCallback(ctx: Context) {
  const fadada = fadadaSigning();
  if (!fadada) throw new ServiceError('未启用法大大签署 (ESIGN_PROVIDER=fadada)', 404);
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const bizContent = typeof body.bizContent === 'string' ? body.bizContent : undefined;
  const now = Date.now();
  const check = verifyFascCallback({
    headers: ctx.headers,
    bizContent,
    appId: fadada.settings.appId,
    appSecret: fadada.settings.appSecret,
    now,
  });
  if (!check.ok) throw new ServiceError(check.msg, 401);
  const reading = readCallback(check.event, bizContent!);
  if (reading.kind === 'invalid') throw new ServiceError('法大大回调的 bizContent 不是 JSON 对象');
  const result = ctx.db.transaction((): SignEventOutcome | null => {
    if (!claimNonce(ctx.db, check.nonce, check.event, now)) return null;
    return reading.kind === 'event' ? applySignEvent(ctx.db, reading.task, reading.event) : { outcome: 'ignored', why: reading.why };
  })();
  if (!result) throw new ServiceError('法大大回调重复: 该请求已处理', 409);
  return R.data({ event: check.event, ...result }, 'success');
}
