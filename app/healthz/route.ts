// GET /healthz — liveness: the Node process answers. Says nothing about Blade (that is /readyz).
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
