'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '@/lib/auth/session-data';

const SessionUserContext = createContext<SessionUser | null>(null);

/** The signed-in user (from the sealed session, no tokens) for client components inside the shell. */
export function SessionUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

export function useSessionUser(): SessionUser | null {
  return useContext(SessionUserContext);
}
