import 'server-only';
import type { IronSession } from 'iron-session';
import type { z } from 'zod';
import { config } from '../config/env';
import { AppError } from '../http/app-error';
import { clientAuthorization, readJson, upstreamRequest } from '../blade/upstream';
import { isRefreshDue } from '../auth/refresh-rule';
import type { SessionData } from '../auth/session-data';
import { refreshSession } from './forward';

/** Blade answered with an envelope that is not a success: its own code and message. */
export class BladeFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * A GET the BFF itself makes to Blade on the user's behalf (their token, their tenant), with the same
 * refresh rules as forwarded calls: refresh when due, once more on a 401, and a second 401 ends the session.
 * Answers Blade's `data` when the envelope says success and it matches `schema`; otherwise throws an AppError
 * (upstream_bad_response), or Blade's own code and message as a {@link BladeFailure}.
 */
export async function sessionGet<T extends z.ZodType>(
  session: IronSession<SessionData>,
  path: string,
  query: Record<string, string>,
  schema: T,
  signal?: AbortSignal,
): Promise<z.infer<T>> {
  if (!session.accessToken || !session.user) throw new AppError('unauthorized');
  if (isRefreshDue(session.tokenAt, config().TOKEN_TIME)) await refreshSession(session);
  const search = `?${new URLSearchParams(query)}`;
  const send = () =>
    upstreamRequest({
      method: 'GET',
      path,
      search,
      signal,
      headers: {
        authorization: clientAuthorization(),
        'blade-auth': `bearer ${session.accessToken}`,
        'tenant-id': session.user!.tenantId,
        accept: 'application/json',
      },
    });
  let response = await send();
  if (response.statusCode === 401) {
    response.body.resume();
    if (await refreshSession(session)) response = await send();
  }
  const body = (await readJson(response)) as { code?: unknown; msg?: unknown; data?: unknown } | null;
  if (response.statusCode === 401 || body?.code === 401) {
    session.destroy();
    throw new AppError('unauthorized');
  }
  const code = typeof body?.code === 'number' ? body.code : response.statusCode;
  if (code !== 200) throw new BladeFailure(code, typeof body?.msg === 'string' ? body.msg : '');
  const parsed = schema.safeParse(body?.data);
  if (!parsed.success) throw new AppError('upstream_bad_response', `${path}: ${parsed.error.issues[0]?.message ?? 'unexpected shape'}`);
  return parsed.data;
}
