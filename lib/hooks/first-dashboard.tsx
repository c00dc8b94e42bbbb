'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { DashboardData } from '../dashboard/dashboard-data';

/** The figures the home page's server render read (lib/bff/dashboard/first-dashboard.ts), under their SWR key. */
export type FirstDashboardValue = { key: string; data: DashboardData };

const FirstDashboardContext = createContext<FirstDashboardValue | null>(null);

/** Hands the server's figures to lib/hooks/use-dashboard.ts, which starts from them instead of asking again. */
export function FirstDashboard({ value, children }: { value: FirstDashboardValue; children: ReactNode }) {
  return <FirstDashboardContext.Provider value={value}>{children}</FirstDashboardContext.Provider>;
}

export function useFirstDashboard(): FirstDashboardValue | null {
  return useContext(FirstDashboardContext);
}
