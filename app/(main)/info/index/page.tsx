import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PersonalInfo } from '@/components/account/personal-info';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t('shell.userInfo')} - ${t('app.title')}` };
}

// /info/index — personal information (个人信息): the user's own details and password.
export default function PersonalInfoPage() {
  return <PersonalInfo />;
}
