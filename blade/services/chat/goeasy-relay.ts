import { z } from 'zod';

/**
 * Which provider carries the chat. `local` (default): the embedded service's own stream delivers
 * messages (hub.ts). `goeasy`: every message sent here is also handed to GoEasy's IM REST API
 * (`POST https://{GOEASY_REST_HOST}/im/v1/private_message {appkey, senderId, receiverId, payload}`), so
 * the platform's GoEasy-connected apps receive it too. The key is never logged or answered.
 */
export type GoEasyConfig = { restHost: string; appkey: string };

const chatEnv = z.discriminatedUnion('CHAT_PROVIDER', [
  z.object({ CHAT_PROVIDER: z.literal('local') }),
  z.object({
    CHAT_PROVIDER: z.literal('goeasy'),
    GOEASY_REST_HOST: z
      .string({ error: 'GOEASY_REST_HOST is required with CHAT_PROVIDER=goeasy' })
      .regex(/^(https?:\/\/)?[\w.-]+(:\d+)?$/, 'GOEASY_REST_HOST must be a host, e.g. rest-hangzhou.goeasy.io'),
    GOEASY_APPKEY: z.string({ error: 'GOEASY_APPKEY is required with CHAT_PROVIDER=goeasy' }).min(8, 'GOEASY_APPKEY is too short'),
  }),
]);

/** The GoEasy settings, null for the local provider; a bad setting stops start-up with its reason. */
export function goEasyConfig(env: NodeJS.ProcessEnv = process.env): GoEasyConfig | null {
  const provider = env.CHAT_PROVIDER?.trim() || 'local';
  const parsed = chatEnv.safeParse({ ...env, CHAT_PROVIDER: provider });
  if (!parsed.success) {
    const known = provider === 'local' || provider === 'goeasy';
    throw new Error(
      `chat provider: ${known ? parsed.error.issues.map((issue) => issue.message).join('; ') : 'CHAT_PROVIDER must be local or goeasy'}`,
    );
  }
  if (parsed.data.CHAT_PROVIDER === 'local') return null;
  return { restHost: parsed.data.GOEASY_REST_HOST, appkey: parsed.data.GOEASY_APPKEY };
}

/** GoEasy's payload limit (3 KB). */
const MAX_PAYLOAD = 3 * 1024;

/**
 * Hands one private message to GoEasy. The history row is already stored and the local stream has it,
 * so a GoEasy failure is reported (for the log) but does not fail the send.
 */
export async function relayToGoEasy(
  config: GoEasyConfig,
  message: { senderId: string; receiverId: string; payload: unknown },
  timeoutMs = 3000,
): Promise<boolean> {
  const payload = JSON.stringify(message.payload);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD) return false;
  const base = /^https?:\/\//.test(config.restHost) ? config.restHost : `https://${config.restHost}`;
  try {
    const response = await fetch(`${base}/im/v1/private_message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ appkey: config.appkey, senderId: message.senderId, receiverId: message.receiverId, payload }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as { code?: number } | null;
    return response.ok && body?.code === 200;
  } catch {
    return false;
  }
}
