import type { Db } from '../db/open';
import type { Reply } from './envelope';
import type { BladeUser } from '../auth/blade-user';

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
};

export type Handler = (ctx: Context) => Reply | Promise<Reply>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

/** An exact-path route table; `ANY` matches every method. */
export class Router {
  private readonly routes = new Map<string, Handler>();

  add(method: Method, path: string, handler: Handler): this {
    this.routes.set(`${method} ${path}`, handler);
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add('GET', path, handler);
  }

  post(path: string, handler: Handler): this {
    return this.add('POST', path, handler);
  }

  match(method: string, path: string): Handler | 'method-not-allowed' | null {
    const handler = this.routes.get(`${method} ${path}`) ?? this.routes.get(`ANY ${path}`);
    if (handler) return handler;
    for (const key of this.routes.keys()) if (key.endsWith(` ${path}`)) return 'method-not-allowed';
    return null;
  }
}
