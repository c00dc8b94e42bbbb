import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/session';
import { ConsolePage } from '@/components/dashboard/console-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t('shell.dashboard')} - ${t('app.title')}` };
}

// /wel/dashboard — the console (控制台, hidden from the menu, opened from the top bar): the home page's figures plus charts.
export default async function DashboardPage() {
  const session = await readSession();
  return session.user ? <ConsolePage user={session.user} /> : null;
}
