import 'server-only';
import type { NextRequest } from 'next/server';
import type { IronSession } from 'iron-session';
import { z } from 'zod';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import { requestToken } from '../blade/oauth';
import { sessionUserFrom } from '../blade/oauth-response';
import { startLogin } from '../session';
import type { SessionData } from '../auth/session-data';
import { pickHeaders, TOKEN_REQUEST_HEADERS, tokenHeadersSchema } from './headers';
import { ok } from './with-bff';
import { warmFirstDashboard } from './dashboard/first-dashboard';
import { LOCALE_COOKIE, toLocale } from '../i18n/locales';

/** What a browser may send to the token endpoint (Saber's login payload, docs/spec.md §3). */
const loginQuerySchema = z.object({
  grant_type: z.enum(['password', 'captcha']),
  username: z.string().trim().min(1).max(45),
  password: z.string().regex(/^[a-f0-9]{32}$/i, 'md5 hex expected'),
  tenantId: z
    .string()
    .regex(/^\w{0,12}$/)
    .optional(),
  scope: z.literal('all').optional(),
  type: z.string().max(20).optional(),
});

// POST /api/blade-auth/oauth/token — logs in: tokens go into the sealed session, the browser gets the user only.
export async function login(req: NextRequest, session: IronSession<SessionData>): Promise<Response> {
  const query = Object.fromEntries(req.nextUrl.searchParams);
  if (query.grant_type === 'refresh_token') throw new AppError('refresh_not_allowed');
  const parsed = loginQuerySchema.safeParse(query);
  if (!parsed.success) throw new AppError('invalid_input');
  const { TENANT_MODE, DEFAULT_TENANT } = config();
  const headers = pickHeaders(req.headers, TOKEN_REQUEST_HEADERS);
  if (!tokenHeadersSchema.safeParse(headers).success) throw new AppError('invalid_input');
  const tenantId = (TENANT_MODE ? headers['tenant-id'] || parsed.data.tenantId : '') || DEFAULT_TENANT;
  headers['tenant-id'] = tenantId;
  const params = new URLSearchParams({ ...parsed.data, tenantId, scope: 'all', type: parsed.data.type ?? 'account' });

  const result = await requestToken(params, headers);
  if (!result.ok) {
    // Saber reads error_description; `msg` keeps the one error path of the rest of the client.
    return Response.json(
      { code: 400, success: false, msg: result.description, error_description: result.description, data: null },
      { status: 400 },
    );
  }
  const user = sessionUserFrom(result.token);
  startLogin(session, { accessToken: result.token.access_token, refreshToken: result.token.refresh_token }, user);
  await session.save();
  warmFirstDashboard(session, toLocale(req.cookies.get(LOCALE_COOKIE)?.value));
  return ok(user);
}
