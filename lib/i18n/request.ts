import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, toLocale } from './locales';
import { PLATFORM_TIME_ZONE } from './platform-time';

/** next-intl without locale routing: the language lives in a cookie (zh by default). */
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  return {
    locale,
    timeZone: PLATFORM_TIME_ZONE,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
