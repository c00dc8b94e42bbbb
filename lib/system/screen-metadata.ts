import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

/** The title of a system screen that extends the generic one: the same label as its tab (menu entry), as the catch-all route gives. */
export async function systemScreenMetadata(name: string): Promise<Metadata> {
  const t = await getTranslations();
  const page = t.has(`menu.${name}`) ? t(`menu.${name}`) : t(`resources.${name}.name`);
  return { title: t('app.pageTitle', { page }) };
}
