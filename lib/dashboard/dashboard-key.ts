import type { Family } from './families';

/**
 * The SWR key of the figures of these families (GET /bff/dashboard): the browser asks for it, and the home page's server
 * render hands its first answer over under the same key (lib/bff/dashboard/first-dashboard.ts).
 */
export const dashboardKey = (families: readonly Family[]) => `/bff/dashboard?families=${families.join(',')}`;
