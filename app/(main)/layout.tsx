import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { readSession, sessionLimits } from '@/lib/session';
import { sessionState } from '@/lib/auth/session-data';
import { shellFallback, shellIconNames } from '@/lib/bff/shell-fallback';
import { iconShapesFor } from '@/lib/menu/icon-shapes-for';
import { AppShell } from '@/components/layout/app-shell';
import { ShellData } from '@/components/layout/shell-data';
import { config } from '@/lib/config/env';

// Every screen inside the shell checks the session itself: proxy.ts is not the only gate.
export default async function MainLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  if (sessionState(session, sessionLimits()) !== 'active' || !session.user) redirect('/login');
  if (session.locked) redirect('/lock');
  const fallback = await shellFallback(session);
  return (
    <ShellData fallback={fallback} iconShapes={iconShapesFor(shellIconNames(fallback))}>
      <AppShell user={session.user} homeTabClosable={config().HOME_TAB_CLOSABLE}>
        {children}
      </AppShell>
    </ShellData>
  );
}
