import type { Db } from '../db/open';
import type { Reply } from './envelope';
import type { BladeUser } from '../auth/blade-user';
import type { RoutePolicy } from './policy';

/** What a handler gets: the parsed request plus the caller (absent on gateway-skipped paths). */
export type Context = {
  db: Db;
  method: string;
  /** Full path including the service segment, e.g. `/blade-system/menu/routes`. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  rawBody: Buffer;
  user: BladeUser | null;
  /** Values of `{name}` segments of a pattern route (empty for exact routes). */
  params?: Record<string, string>;
};

export type Handler = (ctx: Context) => Reply | Promise<Reply>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

/** A registered route: what answers it and what it lets through (blade/http/policy.ts). */
export type Route = { method: Method; path: string; handler: Handler; policy: RoutePolicy };

/** A `{name}` segment pattern, e.g. `/blade-tradePort/tbspecification/category/{id}`. */
type Pattern = Route & { segments: string[] };

/** Matches a path against pattern segments; `{name}` takes one whole non-empty segment. */
export function matchSegments(segments: string[], path: string): Record<string, string> | null {
  const parts = path.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index];
    const part = parts[index];
    if (segment.startsWith('{') && segment.endsWith('}')) {
      if (!part) return null;
      try {
        params[segment.slice(1, -1)] = decodeURIComponent(part);
      } catch {
        return null; // a malformed escape is no match, not a crash
      }
    } else if (segment !== part) return null;
  }
  return params;
}

/**
 * The route table: exact paths first (a map lookup), then the few `{name}` patterns in the order added.
 * `ANY` matches every method. A pattern handler gets its values in `ctx.params`. Every route declares its
 * policy; one without (a JavaScript caller, or a cast) is refused here, so the service cannot start with it.
 */
export class Router {
  private readonly routes = new Map<string, Route>();
  private readonly patterns: Pattern[] = [];

  add(method: Method, path: string, handler: Handler, policy: RoutePolicy): this {
    if (!policy || !['public', 'signed-in', 'read', 'write'].includes(policy.kind))
      throw new Error(`route ${method} ${path} declares no policy`);
    const route: Route = { method, path, handler, policy };
    if (path.includes('{')) this.patterns.push({ ...route, segments: path.split('/') });
    else this.routes.set(`${method} ${path}`, route);
    return this;
  }

  get(path: string, handler: Handler, policy: RoutePolicy): this {
    return this.add('GET', path, handler, policy);
  }

  post(path: string, handler: Handler, policy: RoutePolicy): this {
    return this.add('POST', path, handler, policy);
  }

  /** Every registered route (a later registration of the same method and path replaces the earlier). */
  list(): Route[] {
    return [...this.routes.values(), ...this.patterns];
  }

  match(method: string, path: string): Route | 'method-not-allowed' | null {
    const route = this.routes.get(`${method} ${path}`) ?? this.routes.get(`ANY ${path}`);
    if (route) return route;
    for (const key of this.routes.keys()) if (key.endsWith(` ${path}`)) return 'method-not-allowed';
    let wrongMethod = false;
    for (const pattern of this.patterns) {
      const params = matchSegments(pattern.segments, path);
      if (!params) continue;
      if (pattern.method !== method && pattern.method !== 'ANY') {
        wrongMethod = true;
        continue;
      }
      return { ...pattern, handler: (ctx: Context) => pattern.handler({ ...ctx, params }) };
    }
    return wrongMethod ? 'method-not-allowed' : null;
  }
}
