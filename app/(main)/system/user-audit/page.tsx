import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserAudit } from '@/components/account/user-audit';
import { requireMenuRoute } from '@/lib/menu/user-menu-paths';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t('menu.useraudit')} - ${t('app.title')}` };
}

// /system/user-audit — guest registrations (third-party login) waiting for an administrator's approval.
export default async function UserAuditPage() {
  await requireMenuRoute('/system/user-audit');
  return <UserAudit />;
}
