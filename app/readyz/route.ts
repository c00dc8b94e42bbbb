import { probeUpstream } from '@/lib/blade/upstream';

// GET /readyz — readiness: Blade answers within 2 s. 503 otherwise, so a load balancer stops sending traffic.
// The body never names the gateway or carries configuration.
export const dynamic = 'force-dynamic';

const PROBE_TIMEOUT_MS = 2000;

export async function GET(): Promise<Response> {
  const { ready, ms } = await probeUpstream(PROBE_TIMEOUT_MS);
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', upstream: { reachable: ready, ms } },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
