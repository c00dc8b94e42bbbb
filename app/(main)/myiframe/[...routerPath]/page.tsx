import { getTranslations } from 'next-intl/server';
import { FramePage } from '@/components/layout/frame-page';

// /myiframe/<routerPath>?src=<url> — an external page inside the shell (spec §2). Only http(s) URLs are framed.
export default async function MyIframePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { src } = await searchParams;
  const t = await getTranslations('shell');
  const url = typeof src === 'string' && /^https?:\/\//i.test(src) ? src : null;
  return <FramePage src={url} missingText={t('frameMissing')} openText={t('openInNewWindow')} title={t('externalPage')} />;
}
