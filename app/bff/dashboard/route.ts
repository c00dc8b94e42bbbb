import { z } from 'zod';
import { withBff, ok } from '@/lib/bff/with-bff';
import { readSession, sessionLimits } from '@/lib/session';
import { guard } from '@/lib/auth/guard';
import { sessionState } from '@/lib/auth/session-data';
import { AppError } from '@/lib/http/app-error';
import { FAMILIES } from '@/lib/dashboard/families';
import { loadDashboard } from '@/lib/bff/dashboard/load-dashboard';
import { dashboardCacheKey, keepDashboard, todaysDashboard } from '@/lib/bff/dashboard/dashboard-cache';
import { sessionGet } from '@/lib/bff/session-get';

export const dynamic = 'force-dynamic';

/**
 * `families=orders,pickups,loans,upcoming`: the families the user's menu includes (the browser knows its
 * menu; Blade still checks every list call, so asking for more only earns an error for that family).
 */
const querySchema = z.object({
  families: z
    .string()
    .max(100)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(FAMILIES)).max(FAMILIES.length)),
});

// GET /bff/dashboard — the home page's and the console's figures, aggregated here from Blade's own lists
// (rather than in the browser) so that summing a month of orders stays one same-origin call with the token
// kept server-side, and a short per-user cache spares Blade when several tabs ask at once.
export const GET = withBff(async ({ req, locale }) => {
  const session = await readSession();
  const decision = guard({
    method: 'GET',
    pathname: '/bff/dashboard',
    state: sessionState(session, sessionLimits()),
    locked: !!session.locked,
  });
  if (decision.clearSession) session.destroy();
  if (decision.action === 'reject') throw new AppError(decision.code);

  const parsed = querySchema.safeParse({ families: req.nextUrl.searchParams.get('families') ?? '' });
  if (!parsed.success) throw new AppError('invalid_input');
  const families = FAMILIES.filter((family) => parsed.data.families.includes(family));
  const user = session.user!;
  const key = dashboardCacheKey(user, locale, families);
  const hit = todaysDashboard(key);
  if (hit) return ok(hit);
  const data = await loadDashboard((path, query, schema) => sessionGet(session, path, query, schema), families, locale);
  keepDashboard(key, data);
  return ok(data);
});
