import type { SessionUser } from '@/lib/auth/session-data';
import { FirstDashboard, type FirstDashboardValue } from '@/lib/hooks/first-dashboard';
import { Welcome } from './welcome';

/**
 * The home page once the server has read its figures (lib/bff/dashboard/first-dashboard.ts, started by the page):
 * rendered inside a Suspense boundary whose fallback is the same page without them, so the shell streams at once and
 * the browser starts from these figures instead of asking for them; a page the server could not read them for asks
 * the browser to, as before.
 */
export async function WelcomeWithFigures({
  user,
  today,
  figures,
}: {
  user: SessionUser;
  today: string;
  figures: Promise<FirstDashboardValue | null>;
}) {
  const first = await figures;
  const welcome = <Welcome user={user} today={today} />;
  return first ? <FirstDashboard value={first}>{welcome}</FirstDashboard> : welcome;
}
