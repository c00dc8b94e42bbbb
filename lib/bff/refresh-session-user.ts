import 'server-only';
import type { IronSession } from 'iron-session';
import { z } from 'zod';
import { clientAuthorization, readJson, upstreamRequest } from '../blade/upstream';
import { AppError } from '../http/app-error';
import type { SessionData } from '../auth/session-data';

const text = z.preprocess((value) => (value == null ? '' : String(value)), z.string().max(500));
const infoSchema = z.object({ code: z.literal(200), data: z.object({ account: text, name: text, realName: text, avatar: text }) });

/**
 * Re-reads the caller's record (GET /blade-user/info) and updates the user kept in the session, so the
 * top bar shows a changed name or avatar after a save without signing in again.
 */
export async function refreshSessionUser(session: IronSession<SessionData>): Promise<void> {
  if (!session.accessToken || !session.user) throw new AppError('unauthorized');
  const response = await upstreamRequest({
    method: 'GET',
    path: '/blade-user/info',
    headers: {
      authorization: clientAuthorization(),
      'blade-auth': `bearer ${session.accessToken}`,
      'tenant-id': session.user.tenantId,
      accept: 'application/json',
    },
  });
  const body = await readJson(response);
  if (response.statusCode === 401) throw new AppError('unauthorized');
  const parsed = infoSchema.safeParse(body);
  if (!parsed.success) throw new AppError('upstream_bad_response', 'user info');
  const { name, realName, avatar } = parsed.data.data;
  session.user = { ...session.user, nickName: name, realName, avatar };
  await session.save();
}
