import { getTranslations } from 'next-intl/server';
import { FramePage } from '@/components/layout/frame-page';
import { readSession } from '@/lib/session';
import { frameableSource } from '@/lib/menu/frame-sources';
import { userFrameSources } from '@/lib/menu/user-frame-sources';

// /myiframe/<routerPath>?src=<url> — an external page inside the shell (docs/spec.md §2). Only the http(s) pages of the user's own menu are framed.
export default async function MyIframePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { src } = await searchParams;
  const t = await getTranslations('shell');
  const session = await readSession();
  const sources =
    session.accessToken && session.user
      ? await userFrameSources(session.accessToken, session.user.tenantId).catch(() => new Set<string>())
      : new Set<string>();
  const url = frameableSource(src, sources);
  // An http(s) address that is not in the menu says so; anything else (script, data, nothing) is a missing address.
  const refused = !url && typeof src === 'string' && /^https?:\/\//i.test(src);
  const missingText = refused ? (await getTranslations('frameGuard'))('notInMenu') : t('frameMissing');
  return <FramePage src={url} missingText={missingText} openText={t('openInNewWindow')} title={t('externalPage')} />;
}
