import { withBff, ok } from '@/lib/bff/with-bff';
import { requireActiveSession } from '@/lib/bff/require-session';
import { refreshSessionUser } from '@/lib/bff/refresh-session-user';
import { sessionSummary } from '@/lib/bff/session-summary';

export const dynamic = 'force-dynamic';

// POST /bff/session/user — reloads the signed-in user from Blade after they changed their own details.
export const POST = withBff(async () => {
  const session = await requireActiveSession();
  await refreshSessionUser(session);
  return ok(sessionSummary(session));
});
