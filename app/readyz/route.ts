import { probeUpstream } from '@/lib/blade/upstream';
import { isDraining } from '@/lib/http/draining';

// GET /readyz — readiness: Blade answers within 2 s and the server is not shutting down. 503 otherwise, so a load
// balancer stops sending traffic. The body never names the gateway or carries configuration.
export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;
const NO_STORE = { 'cache-control': 'no-store' };

export async function GET(): Promise<Response> {
  if (isDraining()) return Response.json({ status: 'draining' }, { status: 503, headers: { ...NO_STORE, connection: 'close' } });
  const { ready, ms } = await probeUpstream(PROBE_TIMEOUT_MS);
  return Response.json({ status: ready ? 'ready' : 'unavailable', upstream: { reachable: ready, ms } }, { status: ready ? 200 : 503, headers: NO_STORE });
}
