import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LOCALE_COOKIE, toLocale } from './locales';
import { config } from '../config/env';
import { setPlatformTimeZone } from './platform-time';

/** next-intl without locale routing: the language lives in a cookie (zh by default). */
export default getRequestConfig(async () => {
  const locale = toLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  const timeZone = config().PLATFORM_TIME_ZONE;
  setPlatformTimeZone(timeZone);
  return {
    locale,
    timeZone,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
