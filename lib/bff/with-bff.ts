import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { AppError } from '../http/app-error';
import { errorResponse } from '../http/error-response';
import { isSameOriginRequest } from '../http/same-origin';
import { readRequestBody } from '../http/read-request-body';
import { config } from '../config/env';
import { LOCALE_COOKIE, toLocale, type Locale } from '../i18n/locales';
import type { IronSession } from 'iron-session';
import type { SessionData } from '../auth/session-data';
import { readRequestSession } from '../session';
import { requireActive } from './require-session';

export type BffContext<Body> = {
  req: NextRequest;
  locale: Locale;
  body: Body;
  /** The signed-in session within its limits, else 401 (and it is dropped); what it saves goes on the answer. */
  activeSession: () => Promise<IronSession<SessionData>>;
};

/**
 * Wraps a BFF route handler: same-origin check on state-changing methods, zod-parsed JSON body,
 * and every failure answered as a translated `{code, success:false, msg}` — never a stack trace.
 * @example export const POST = withBff(async ({ body }) => Response.json(body), { body: lockBodySchema });
 */
export function withBff<Schema extends z.ZodType | undefined = undefined>(
  handler: (ctx: BffContext<Schema extends z.ZodType ? z.infer<Schema> : undefined>) => Promise<Response>,
  options: { body?: Schema } = {},
) {
  return async (req: NextRequest): Promise<Response> => {
    const locale = toLocale(req.cookies.get(LOCALE_COOKIE)?.value);
    let withSessionCookies = (response: Response) => response;
    const activeSession = async () => {
      const read = await readRequestSession(req);
      withSessionCookies = read.withSessionCookies;
      return requireActive(read.session);
    };
    try {
      if (!isSameOriginRequest(req.method, req.headers)) throw new AppError('forbidden_origin');
      let body: unknown;
      if (options.body) {
        const raw = (await readRequestBody(req, { maxBytes: 64 * 1024, deadlineMs: config().BODY_TIMEOUT_MS }))?.toString('utf8') ?? '';
        let json: unknown;
        try {
          json = raw ? JSON.parse(raw) : {};
        } catch {
          throw new AppError('invalid_input');
        }
        const parsed = options.body.safeParse(json);
        if (!parsed.success) throw new AppError('invalid_input');
        body = parsed.data;
      }
      // Awaited first: the handler is what reads the session, and so what sets withSessionCookies.
      const response = await handler({ req, locale, body: body as never, activeSession });
      return withSessionCookies(response);
    } catch (error) {
      return withSessionCookies(errorResponse(error, locale));
    }
  };
}

/** Blade's success envelope, for the BFF's own answers. */
export function ok(data: unknown = {}, msg = '操作成功'): Response {
  return Response.json({ code: 200, success: true, data, msg });
}
