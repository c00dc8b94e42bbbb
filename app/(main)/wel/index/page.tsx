import { Suspense } from 'react';
import type { Metadata } from 'next';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/session';
import { toLocale } from '@/lib/i18n/locales';
import { loadFirstDashboard } from '@/lib/bff/dashboard/first-dashboard';
import { Welcome } from '@/components/home/welcome';
import { WelcomeWithFigures } from '@/components/home/welcome-with-figures';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('shell.home') }) };
}

// /wel/index — the home page (首页): who is signed in, their figures, and shortcuts to the screens they may open.
export default async function HomePage() {
  const session = await readSession();
  if (!session.user) return null;
  const format = await getFormatter();
  const today = format.dateTime(new Date(), { dateStyle: 'full' });
  // Started now, awaited inside the boundary: the shell and the greeting stream before the figures are read.
  const figures = loadFirstDashboard(session, toLocale(await getLocale()));
  return (
    <Suspense fallback={<Welcome user={session.user} today={today} />}>
      <WelcomeWithFigures user={session.user} today={today} figures={figures} />
    </Suspense>
  );
}
