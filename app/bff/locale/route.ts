import { z } from 'zod';
import { withBff, ok } from '@/lib/bff/with-bff';
import { LOCALE_COOKIE, LOCALES } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

const localeBodySchema = z.object({ locale: z.enum(LOCALES) });

// POST /bff/locale — remembers the interface language for a year.
export const POST = withBff(
  async ({ body }) => {
    const response = ok({ locale: body.locale });
    response.headers.append('set-cookie', `${LOCALE_COOKIE}=${body.locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
    return response;
  },
  { body: localeBodySchema },
);
