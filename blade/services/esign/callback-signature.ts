import crypto from 'node:crypto';
import { z } from 'zod';
import { fascSignature } from './fadada-client';

/**
 * FaDaDa 5.x event callbacks (事件回调) are signed like its API calls (fadada-client.ts): HMAC-SHA256 with
 * the key HMAC(appSecret, X-FASC-Timestamp) over sha256-hex of the sorted, non-blank parameters
 * X-FASC-App-Id, X-FASC-Event, X-FASC-Nonce, X-FASC-Sign-Type, X-FASC-Timestamp and bizContent (the form
 * field exactly as received). A callback is accepted when it names our application, its signature
 * matches and its timestamp is within CALLBACK_WINDOW_MS of our clock; the nonce is then claimed once
 * (callback-nonces.ts), so a captured request cannot be played again.
 */
export const CALLBACK_WINDOW_MS = 5 * 60_000;

const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const callbackHeaders = z.object({
  'x-fasc-app-id': z.string().trim().min(1).max(64),
  'x-fasc-sign-type': z.string().trim().min(1).max(32),
  'x-fasc-sign': z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{64}$/),
  'x-fasc-timestamp': z
    .string()
    .trim()
    .regex(/^\d{10,16}$/),
  'x-fasc-nonce': z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/),
  'x-fasc-event': z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/),
});

export type CallbackCheck = { ok: true; event: string; nonce: string; timestamp: number } | { ok: false; msg: string };

export const CALLBACK_REFUSALS = {
  missing: '法大大回调验签失败: 缺少签名参数',
  signType: '法大大回调验签失败: 签名类型须为 HMAC-SHA256',
  appId: '法大大回调验签失败: 应用不符',
  signature: '法大大回调验签失败: 签名不符',
  stale: '法大大回调已过期: 时间戳与本机时间相差超过 5 分钟',
} as const;

export function verifyFascCallback(input: {
  headers: Record<string, string | string[] | undefined>;
  bizContent: string | undefined;
  appId: string;
  appSecret: string;
  now: number;
}): CallbackCheck {
  const parsed = callbackHeaders.safeParse(
    Object.fromEntries(Object.keys(callbackHeaders.shape).map((name) => [name, headerValue(input.headers[name])])),
  );
  if (!parsed.success || input.bizContent === undefined) return { ok: false, msg: CALLBACK_REFUSALS.missing };
  const headers = parsed.data;
  if (headers['x-fasc-sign-type'] !== 'HMAC-SHA256') return { ok: false, msg: CALLBACK_REFUSALS.signType };
  if (headers['x-fasc-app-id'] !== input.appId) return { ok: false, msg: CALLBACK_REFUSALS.appId };
  const expected = fascSignature(
    {
      'X-FASC-App-Id': headers['x-fasc-app-id'],
      'X-FASC-Sign-Type': headers['x-fasc-sign-type'],
      'X-FASC-Timestamp': headers['x-fasc-timestamp'],
      'X-FASC-Nonce': headers['x-fasc-nonce'],
      'X-FASC-Event': headers['x-fasc-event'],
      bizContent: input.bizContent,
    },
    input.appSecret,
    headers['x-fasc-timestamp'],
  );
  const given = Buffer.from(headers['x-fasc-sign'].toLowerCase());
  if (!crypto.timingSafeEqual(Buffer.from(expected), given)) return { ok: false, msg: CALLBACK_REFUSALS.signature };
  // Checked after the signature, so only a genuine but old (or replayed) request is told it is stale.
  const timestamp = Number(headers['x-fasc-timestamp']);
  if (Math.abs(input.now - timestamp) > CALLBACK_WINDOW_MS) return { ok: false, msg: CALLBACK_REFUSALS.stale };
  return { ok: true, event: headers['x-fasc-event'], nonce: headers['x-fasc-nonce'], timestamp };
}
