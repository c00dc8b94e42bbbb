import { z } from 'zod';

/**
 * Which e-sign provider carries contract signing (ESIGN_PROVIDER, read by the embedded service).
 * `local` (default): this service's own stand-in (local-provider.ts), whose signing page the app serves
 * at /esign/sign/{token}. `fadada`: FaDaDa 5.x ("fasc") with FASC_APP_ID / FASC_APP_SECRET /
 * FASC_SERVER_URL (fadada-client.ts). The secret is never logged or answered.
 */
export type FadadaConfig = { appId: string; appSecret: string; serverUrl: string };
export type EsignConfig = { provider: 'local' } | ({ provider: 'fadada' } & FadadaConfig);

const esignEnv = z.discriminatedUnion('ESIGN_PROVIDER', [
  z.object({ ESIGN_PROVIDER: z.literal('local') }),
  z.object({
    ESIGN_PROVIDER: z.literal('fadada'),
    FASC_APP_ID: z.string({ error: 'FASC_APP_ID is required with ESIGN_PROVIDER=fadada' }).trim().regex(/^[A-Za-z0-9_-]{4,64}$/, 'FASC_APP_ID must be the application id from the FaDaDa console'),
    FASC_APP_SECRET: z.string({ error: 'FASC_APP_SECRET is required with ESIGN_PROVIDER=fadada' }).min(16, 'FASC_APP_SECRET is too short'),
    FASC_SERVER_URL: z.url({ protocol: /^https?$/, error: 'FASC_SERVER_URL must be an http(s) URL, e.g. https://uat-api.fadada.com/api/v5/' }),
  }),
]);

/** The provider's settings; a bad setting stops start-up with its reason. */
export function esignConfig(env: NodeJS.ProcessEnv = process.env): EsignConfig {
  const provider = env.ESIGN_PROVIDER?.trim() || 'local';
  const parsed = esignEnv.safeParse({ ...env, ESIGN_PROVIDER: provider });
  if (!parsed.success) {
    const known = provider === 'local' || provider === 'fadada';
    throw new Error(`e-sign provider: ${known ? parsed.error.issues.map((issue) => issue.message).join('; ') : 'ESIGN_PROVIDER must be local or fadada'}`);
  }
  if (parsed.data.ESIGN_PROVIDER === 'local') return { provider: 'local' };
  return { provider: 'fadada', appId: parsed.data.FASC_APP_ID, appSecret: parsed.data.FASC_APP_SECRET, serverUrl: parsed.data.FASC_SERVER_URL.replace(/\/+$/, '') };
}
