import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LocalIdentityScreen } from '@/components/auth/local-identity-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('localIdp');
  return { title: t('title') };
}

/**
 * /oauth/local/authorize — the sign-in page of the embedded identity source (a stand-in for GitHub &
 * co.). The provider itself lives in the Blade service; it has no browser-facing origin, so its page is
 * served here and talks to it through /api. The request's parameters are passed on untouched.
 */
export default async function LocalAuthorizePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  return <LocalIdentityScreen clientId={text('client_id')} redirectUri={text('redirect_uri')} state={text('state')} />;
}
