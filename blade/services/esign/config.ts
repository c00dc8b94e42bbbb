import { z } from 'zod';

/**
 * Which e-sign provider carries contract signing (ESIGN_PROVIDER, read by the embedded service).
 * `local` (default): this service's own stand-in (local-provider.ts), whose signing page the app serves
 * at /esign/sign/{token}. `fadada`: FaDaDa 5.x ("fasc") with FASC_APP_ID / FASC_APP_SECRET /
 * FASC_SERVER_URL (fadada-client.ts); FaDaDa's results arrive by its event callback (fadada-callback.ts)
 * and, every ESIGN_POLL_MS (default 60 s, 0 = never), by asking for each open sign task's detail
 * (sign-task-poller.ts). The secret is never logged or answered.
 */
export type FadadaConfig = { appId: string; appSecret: string; serverUrl: string };
export type FadadaSettings = { provider: 'fadada'; pollMs: number } & FadadaConfig;
export type EsignConfig = { provider: 'local' } | FadadaSettings;

export const DEFAULT_POLL_MS = 60_000;

const pollMs = z
  .number({ error: 'ESIGN_POLL_MS must be a number of milliseconds' })
  .int('ESIGN_POLL_MS must be a whole number of milliseconds')
  .refine((ms) => ms === 0 || (ms >= 1000 && ms <= 86_400_000), 'ESIGN_POLL_MS must be 0 (no polling) or between 1000 and 86400000');

const esignEnv = z.discriminatedUnion('ESIGN_PROVIDER', [
  z.object({ ESIGN_PROVIDER: z.literal('local') }),
  z.object({
    ESIGN_PROVIDER: z.literal('fadada'),
    FASC_APP_ID: z
      .string({ error: 'FASC_APP_ID is required with ESIGN_PROVIDER=fadada' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{4,64}$/, 'FASC_APP_ID must be the application id from the FaDaDa console'),
    FASC_APP_SECRET: z.string({ error: 'FASC_APP_SECRET is required with ESIGN_PROVIDER=fadada' }).min(16, 'FASC_APP_SECRET is too short'),
    FASC_SERVER_URL: z.url({
      protocol: /^https?$/,
      error: 'FASC_SERVER_URL must be an http(s) URL, e.g. https://uat-api.fadada.com/api/v5/',
    }),
    ESIGN_POLL_MS: z
      .string()
      .trim()
      .optional()
      .transform((raw) => (raw ? Number(raw) : DEFAULT_POLL_MS))
      .pipe(pollMs),
  }),
]);

/** The provider's settings; a bad setting stops start-up with its reason. */
export function esignConfig(env: NodeJS.ProcessEnv = process.env): EsignConfig {
  const provider = env.ESIGN_PROVIDER?.trim() || 'local';
  const parsed = esignEnv.safeParse({ ...env, ESIGN_PROVIDER: provider });
  if (!parsed.success) {
    const known = provider === 'local' || provider === 'fadada';
    throw new Error(
      `e-sign provider: ${known ? parsed.error.issues.map((issue) => issue.message).join('; ') : 'ESIGN_PROVIDER must be local or fadada'}`,
    );
  }
  if (parsed.data.ESIGN_PROVIDER === 'local') return { provider: 'local' };
  const data = parsed.data;
  return {
    provider: 'fadada',
    appId: data.FASC_APP_ID,
    appSecret: data.FASC_APP_SECRET,
    serverUrl: data.FASC_SERVER_URL.replace(/\/+$/, ''),
    pollMs: data.ESIGN_POLL_MS,
  };
}
