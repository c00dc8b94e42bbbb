import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { readSession, sessionLimits } from '@/lib/session';
import { sessionState } from '@/lib/auth/session-data';
import { shellFallback } from '@/lib/bff/shell-fallback';
import { AppShell } from '@/components/layout/app-shell';
import { ShellData } from '@/components/layout/shell-data';
import { config } from '@/lib/config/env';

// Every screen inside the shell checks the session itself: proxy.ts is not the only gate.
export default async function MainLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  if (sessionState(session, sessionLimits()) !== 'active' || !session.user) redirect('/login');
  if (session.locked) redirect('/lock');
  return (
    <ShellData fallback={await shellFallback(session)}>
      <AppShell user={session.user} homeTabClosable={config().HOME_TAB_CLOSABLE}>
        {children}
      </AppShell>
    </ShellData>
  );
}
