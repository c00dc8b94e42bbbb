import type { Metadata } from 'next';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { config } from '@/lib/config/env';
import { tenantForDomain } from '@/lib/blade/tenant-info';
import { requestOrigin } from '@/lib/http/request-origin';
import { safeRedirectTarget } from '@/lib/auth/guard';
import { LoginScreen } from '@/components/auth/login-screen';
import { SOCIAL_FAILURE_COOKIE } from '@/lib/bff/social-login';
import { requestNonce } from '@/lib/http/request-nonce';

/** A failed third-party sign-in's reason, from the short cookie the callback set (never from the URL). */
async function socialFailure(flag: unknown): Promise<string | null> {
  if (flag !== 'failed') return null;
  const raw = (await cookies()).get(SOCIAL_FAILURE_COOKIE)?.value ?? '';
  return Buffer.from(raw, 'base64url').toString('utf8').slice(0, 200);
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: t('loginTitle') };
}

// /login — the tenant field is hidden and pre-filled when this host belongs to a tenant.
export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { CAPTCHA_MODE, TENANT_MODE, DEFAULT_TENANT, SOCIAL_SOURCES } = config();
  const detectedTenant = TENANT_MODE ? await tenantForDomain(requestOrigin(await headers())) : null;
  const { redirect, social } = await searchParams;
  return (
    <LoginScreen
      captchaMode={CAPTCHA_MODE}
      tenantMode={TENANT_MODE}
      defaultTenant={detectedTenant ?? DEFAULT_TENANT}
      tenantDetected={!!detectedTenant}
      redirectTo={safeRedirectTarget(typeof redirect === 'string' ? redirect : undefined)}
      socialSources={SOCIAL_SOURCES}
      socialError={await socialFailure(social)}
      nonce={await requestNonce()}
    />
  );
}
