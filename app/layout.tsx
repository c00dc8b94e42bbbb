import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { Providers } from '@/components/providers';
import { StyleCache } from '@/components/layout/style-cache';
import { ACCENT_COOKIE, THEME_COOKIE, toAccent, toThemeName } from '@/lib/theme/themes';
import zh from '@/messages/zh.json';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('app');
  return { title: t('title'), description: t('description') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  const messages = await getMessages();
  const jar = await cookies();
  const theme = toThemeName(jar.get(THEME_COOKIE)?.value);
  const accent = toAccent(decodeURIComponent(jar.get(ACCENT_COOKIE)?.value ?? ''));
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body>
        <StyleCache>
          <NextIntlClientProvider messages={clientMessages(locale, messages)}>
            {/* English pages translate a dictionary entry or a menu button's name only while Blade still stores its seeded Chinese text, and Blade's messages it knows. */}
            <Providers
              theme={theme}
              accent={accent}
              seededDictLabels={locale === 'en' ? zh.dictLabels : null}
              seededBladeMessages={locale === 'en' ? zh.bladeMessages : null}
              seededButtonNames={locale === 'en' ? zh.menuButtons : null}
            >
              {children}
            </Providers>
          </NextIntlClientProvider>
        </StyleCache>
      </body>
    </html>
  );
}

/**
 * The messages the browser gets with every page. Chinese screens show Blade's messages as Blade wrote them, so
 * zh.json's catalogue of them (a quarter of the file) stays on the server there; English screens need it.
 */
function clientMessages(locale: string, messages: Awaited<ReturnType<typeof getMessages>>) {
  if (locale !== 'zh') return messages;
  const { bladeMessages: _serverOnly, ...rest } = messages as Record<string, unknown>;
  return rest as typeof messages;
}
