import fs from 'node:fs';

// GET /bench-baseline — bench/proxy-overhead.mjs's "trivial Next route handler": the same list page the BFF proxies,
// answered from memory, so the ratio isolates the proxy's own work from Next's cost of sending 15 KB ([...path]/ serves
// it behind a catch-all, the BFF's route shape). Off (404) unless BENCH_BASELINE_FILE names the page to serve (the
// benchmark sets it for its own server only).
export const dynamic = 'force-dynamic';

let page: Buffer | null | undefined;

export function GET(): Response {
  page ??= process.env.BENCH_BASELINE_FILE ? fs.readFileSync(process.env.BENCH_BASELINE_FILE) : null;
  if (!page) return Response.json({ code: 404, success: false, msg: 'Not Found' }, { status: 404 });
  return new Response(page as Uint8Array<ArrayBuffer>, { headers: { 'content-type': 'application/json;charset=UTF-8' } });
}
