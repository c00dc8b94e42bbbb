import type { NextRequest } from 'next/server';
import { startSocialLogin } from '@/lib/bff/social-login';
import { errorResponse } from '@/lib/http/error-response';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

// GET /bff/social/render?source&tenantId — to the third-party provider's sign-in page.
export async function GET(req: NextRequest) {
  try {
    return await startSocialLogin(req);
  } catch (error) {
    return errorResponse(error, toLocale(req.cookies.get(LOCALE_COOKIE)?.value));
  }
}
