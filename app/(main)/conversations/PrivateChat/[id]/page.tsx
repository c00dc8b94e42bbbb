import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrivateChat } from '@/components/chat/private-chat';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: t('app.pageTitle', { page: t('pages.privateChat') }) };
}

// /conversations/PrivateChat/{id} (docs/spec.md §2): {id} is the other party's user id.
export default async function PrivateChatPage({ params }: Props) {
  const peerId = decodeURIComponent((await params).id);
  return <PrivateChat key={peerId} peerId={peerId} />;
}
