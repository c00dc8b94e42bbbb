import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/session';
import { toLocale } from '@/lib/i18n/locales';
import { loadFirstDashboard, type FirstDashboard } from '@/lib/bff/dashboard/first-dashboard';
import { Welcome } from '@/components/home/welcome';
import { WelcomeWithFigures } from '@/components/home/welcome-with-figures';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('shell.home') }) };
}

/**
 * How long the page waits for figures being read before streaming them after the shell instead. The sign-in starts
 * reading them (lib/bff/login.ts), so after a sign-in they are usually there or nearly: the page then goes out whole,
 * where a streamed part is revealed only after React's reveal delay, its skeleton on screen meanwhile.
 */
const INLINE_WAIT_MS = 50;

// /wel/index — the home page (首页): who is signed in, their figures, and shortcuts to the screens they may open.
export default async function HomePage() {
  const session = await readSession();
  if (!session.user) return null;
  const format = await getFormatter();
  const today = format.dateTime(new Date(), { dateStyle: 'full' });
  const figures = loadFirstDashboard(session, toLocale(await getLocale()));
  const early = await Promise.race([figures, new Promise<'later'>((resolve) => setTimeout(resolve, INLINE_WAIT_MS, 'later'))]);
  if (early !== 'later')
    return <WelcomeWithFigures user={session.user} today={today} figures={Promise.resolve<FirstDashboard | null>(early)} />;
  // Still being read: awaited inside the boundary, so the shell and the greeting stream before the figures.
  return (
    <Suspense fallback={<Welcome user={session.user} today={today} />}>
      <WelcomeWithFigures user={session.user} today={today} figures={figures} />
    </Suspense>
  );
}
