import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConnectionTest } from '@/components/home/connection-test';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('testPage.title') }) };
}

// /test/index (docs/spec.md §2) — 测试页: the session, the connection checks and the browser, for support.
export default function TestPage() {
  return <ConnectionTest />;
}
