import 'server-only';
import { clientAuthorization, readJson, upstreamRequest } from './upstream';

export type BladeCaller = { accessToken: string; tenantId: string };
export type BladeEnvelope = { code?: unknown; msg?: unknown; data?: unknown };

/**
 * GET a Blade path on the server as the signed-in user (their token and tenant, the client's credentials),
 * for the BFF's own look-ups (button codes, menu pages, the shell's first data). The envelope and HTTP status.
 */
export async function getAsUser(
  caller: BladeCaller,
  path: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: BladeEnvelope | null }> {
  const response = await upstreamRequest({
    method: 'GET',
    path,
    headers: {
      authorization: clientAuthorization(),
      'blade-auth': `bearer ${caller.accessToken}`,
      'tenant-id': caller.tenantId,
      accept: 'application/json',
    },
    signal,
  });
  const body = (await readJson(response)) as BladeEnvelope | null;
  return { status: response.statusCode, body: body && typeof body === 'object' ? body : null };
}
