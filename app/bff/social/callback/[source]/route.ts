import type { NextRequest } from 'next/server';
import { finishSocialLogin } from '@/lib/bff/social-login';
import { errorResponse } from '@/lib/http/error-response';
import { LOCALE_COOKIE, toLocale } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

// GET /bff/social/callback/<source>?code&state — back from the provider: sign in and enter the shell.
export async function GET(req: NextRequest, { params }: { params: Promise<{ source: string }> }) {
  try {
    return await finishSocialLogin(req, (await params).source);
  } catch (error) {
    return errorResponse(error, toLocale(req.cookies.get(LOCALE_COOKIE)?.value));
  }
}
