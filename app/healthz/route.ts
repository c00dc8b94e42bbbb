import { closeConnectionWhenDraining } from '@/lib/http/draining';

// GET /healthz — liveness: the Node process answers. Says nothing about Blade (that is /readyz). While the server
// drains it is still alive, but a health checker's kept-alive connection must not hold it open (it skips the proxy).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  closeConnectionWhenDraining(headers);
  return Response.json({ status: 'ok' }, { headers });
}
