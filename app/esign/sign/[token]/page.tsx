import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SigningScreen } from '@/components/esign/signing-screen';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('esign');
  return { title: t('pageTitle'), robots: { index: false, follow: false } };
}

/**
 * /esign/sign/{token} — the local e-sign provider's signing page (a stand-in for FaDaDa's), outside the
 * admin shell: the party the link was made for reads the contract and signs or refuses. The provider
 * lives in the Blade service with no browser-facing origin, so its page is served here and talks to it
 * through /api/fasc/esign/*; the token is the only credential (lib/auth/guard.ts lets both through).
 */
export default async function SigningPage({ params }: { params: Promise<{ token: string }> }) {
  return <SigningScreen token={decodeURIComponent((await params).token)} />;
}
