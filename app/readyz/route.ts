import { probeUpstream } from '@/lib/blade/upstream';
import { closeConnectionWhenDraining, isDraining } from '@/lib/http/draining';

// GET /readyz — readiness: Blade answers within 2 s and the server is not shutting down. 503 otherwise, so a load
// balancer stops sending traffic. The body never names the gateway or carries configuration.
export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

export async function GET(): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'no-store' });
  // /readyz does not pass the proxy, which closes draining connections for the pages.
  closeConnectionWhenDraining(headers);
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers });
  const { ready, ms } = await probeUpstream(PROBE_TIMEOUT_MS);
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', upstream: { reachable: ready, ms } },
    { status: ready ? 200 : 503, headers },
  );
}
