import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/session';
import { Welcome } from '@/components/home/welcome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('shell.home') }) };
}

// /wel/index — the home page (首页): who is signed in, and shortcuts to the screens they may open.
export default async function HomePage() {
  const session = await readSession();
  if (!session.user) return null;
  const format = await getFormatter();
  return <Welcome user={session.user} today={format.dateTime(new Date(), { dateStyle: 'full' })} />;
}
