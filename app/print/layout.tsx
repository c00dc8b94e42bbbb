import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { readSession, sessionLimits } from '@/lib/session';
import { sessionState } from '@/lib/auth/session-data';
import './print.css';

// Printed documents stand outside the shell (no menu, no tabs: only the sheet), so they check the session themselves.
export default async function PrintLayout({ children }: { children: ReactNode }) {
  const session = await readSession();
  if (sessionState(session, sessionLimits()) !== 'active' || !session.user) redirect('/login');
  if (session.locked) redirect('/lock');
  return children;
}
