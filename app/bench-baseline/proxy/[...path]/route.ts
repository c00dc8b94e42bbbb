import type { NextRequest } from 'next/server';
import { Pool } from 'undici';

// GET /bench-baseline/proxy/<path>: bench/proxy-overhead.mjs's bare proxy, the floor of any /api/* proxy in Next: the
// catch-all's shape plus one undici call to the same upstream, its body read whole and answered, and nothing else (no
// session, no checks, no deadline). What the BFF costs above it is the BFF's own work. Off (404) unless
// BENCH_BASELINE_FILE is set, like /bench-baseline; the upstream is BLADE_API_URL.
export const dynamic = 'force-dynamic';

let pool: Pool | undefined;

export async function GET(req: NextRequest): Promise<Response> {
  if (!process.env.BENCH_BASELINE_FILE || !process.env.BLADE_API_URL)
    return Response.json({ code: 404, success: false, msg: 'Not Found' }, { status: 404 });
  pool ??= new Pool(new URL(process.env.BLADE_API_URL).origin, { connections: 128 });
  const url = req.nextUrl;
  const upstream = await pool.request({ method: 'GET', path: url.pathname.slice('/bench-baseline/proxy'.length) + url.search });
  const chunks: Buffer[] = [];
  for await (const chunk of upstream.body) chunks.push(chunk as Buffer);
  return new Response(Buffer.concat(chunks) as Uint8Array<ArrayBuffer>, {
    status: upstream.statusCode,
    headers: { 'content-type': String(upstream.headers['content-type'] ?? 'application/json') },
  });
}
