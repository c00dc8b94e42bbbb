import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { readSession } from '@/lib/session';
import { LockScreen } from '@/components/auth/lock-screen';
import { unlockTriesLeft } from '@/lib/auth/unlock-failures';
import { UNLOCK_MAX_FAILURES } from '@/lib/auth/lock-rules';
import { requestNonce } from '@/lib/http/request-nonce';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations();
  return { title: `${t('lock.title')} - ${t('app.title')}` };
}

// /lock — shows who is signed in; only the lock password (checked by the server) unlocks.
export default async function LockPage() {
  const session = await readSession();
  if (!session.user) redirect('/login');
  if (!session.locked) redirect('/wel/index');
  const { realName, nickName, account, avatar } = session.user;
  // After a wrong password (here or in another tab, on any instance) the screen says how many tries are left.
  const triesLeft = await unlockTriesLeft(session);
  return (
    <LockScreen
      name={realName || nickName || account}
      avatar={avatar}
      triesLeft={triesLeft < UNLOCK_MAX_FAILURES ? triesLeft : null}
      nonce={await requestNonce()}
    />
  );
}
