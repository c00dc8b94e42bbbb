import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';

/**
 * Which provider backs the AI assistant (`GET /blade-api/coze/getToken`). `local` (default): the embedded
 * service mints its own short-lived token for its desk assistant (assistant.ts). `coze`: the token is a Coze
 * OAuth access token minted with the app's private key (coze-jwt.ts); the key never leaves the server.
 */
export type CozeConfig =
  | { provider: 'local' }
  | { provider: 'coze'; appId: string; kid: string; privateKey: string; botId: string; apiBase: string };

export const DEFAULT_COZE_API_BASE = 'https://api.coze.cn';

const pem = z.string({ error: 'COZE_PRIVATE_KEY is required with COZE_PROVIDER=coze' }).refine((value) => {
  try {
    createPrivateKey(value.replace(/\\n/g, '\n'));
    return true;
  } catch {
    return false;
  }
}, 'COZE_PRIVATE_KEY must be a PEM private key');

const cozeEnv = z.discriminatedUnion('COZE_PROVIDER', [
  z.object({ COZE_PROVIDER: z.literal('local') }),
  z.object({
    COZE_PROVIDER: z.literal('coze'),
    COZE_APP_ID: z
      .string({ error: 'COZE_APP_ID is required with COZE_PROVIDER=coze' })
      .regex(/^\d{6,32}$/, 'COZE_APP_ID must be the OAuth app id (digits)'),
    COZE_KID: z.string({ error: 'COZE_KID is required with COZE_PROVIDER=coze' }).min(8, 'COZE_KID is too short'),
    COZE_PRIVATE_KEY: pem,
    COZE_BOT_ID: z
      .string({ error: 'COZE_BOT_ID is required with COZE_PROVIDER=coze' })
      .regex(/^\d{6,32}$/, 'COZE_BOT_ID must be the bot id (digits)'),
    COZE_API_BASE: z.url({ protocol: /^https?$/, error: 'COZE_API_BASE must be an http(s) URL' }).optional(),
  }),
]);

/** The assistant's provider settings; a bad setting stops start-up with its reason (never the key itself). */
export function cozeConfig(env: NodeJS.ProcessEnv = process.env): CozeConfig {
  const provider = env.COZE_PROVIDER?.trim() || 'local';
  const parsed = cozeEnv.safeParse({ ...env, COZE_PROVIDER: provider, COZE_API_BASE: env.COZE_API_BASE?.trim() || undefined });
  if (!parsed.success) {
    const known = provider === 'local' || provider === 'coze';
    throw new Error(
      `assistant provider: ${known ? parsed.error.issues.map((issue) => issue.message).join('; ') : 'COZE_PROVIDER must be local or coze'}`,
    );
  }
  const data = parsed.data;
  if (data.COZE_PROVIDER === 'local') return { provider: 'local' };
  return {
    provider: 'coze',
    appId: data.COZE_APP_ID,
    kid: data.COZE_KID,
    privateKey: data.COZE_PRIVATE_KEY.replace(/\\n/g, '\n'),
    botId: data.COZE_BOT_ID,
    apiBase: (data.COZE_API_BASE ?? DEFAULT_COZE_API_BASE).replace(/\/+$/, ''),
  };
}
