// GET /bench-baseline/<any path>: the same trivial handler behind a catch-all segment, the shape /api/[...path] has,
// so bench/proxy-overhead.mjs can tell the route's shape (Next matches a dynamic route anew on each request) from
// the proxy's own work. Off (404) unless BENCH_BASELINE_FILE is set, like /bench-baseline.
export { GET } from '../route';
export const dynamic = 'force-dynamic';
