import 'server-only';
import { z } from 'zod';
import { clientAuthorization, readJson, upstreamRequest } from './upstream';

const tenantInfoSchema = z.object({ data: z.object({ tenantId: z.string().min(1) }).partial() });

/**
 * GET /blade-system/tenant/info?domain=<origin>: the tenant bound to this host, if any.
 * The login page then hides the tenant field. Any failure just means "not recognised".
 */
export async function tenantForDomain(domain: string): Promise<string | null> {
  try {
    const response = await upstreamRequest({
      method: 'GET',
      path: '/blade-system/tenant/info',
      search: `?domain=${encodeURIComponent(domain)}`,
      headers: { authorization: clientAuthorization(), accept: 'application/json' },
    });
    const parsed = tenantInfoSchema.safeParse(await readJson(response));
    return parsed.success ? (parsed.data.data.tenantId ?? null) : null;
  } catch {
    return null;
  }
}
