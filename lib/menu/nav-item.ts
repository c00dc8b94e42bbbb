import { z } from 'zod';

/** A Blade menu as `menu/routes` sends it (MenuVO, blade-contract §6.1), read tolerantly. */
export const bladeMenuSchema: z.ZodType<BladeMenu> = z.lazy(() =>
  z.object({
    id: z.coerce.string(),
    code: z.coerce.string().catch(''),
    name: z.coerce.string().catch(''),
    path: z.coerce.string().catch(''),
    source: z.coerce.string().catch(''),
    isOpen: z.coerce.number().catch(1),
    meta: z.object({ roles: z.array(z.string()).optional() }).partial().optional().catch(undefined),
    children: z.array(bladeMenuSchema).optional().catch(undefined),
  }),
);

export type BladeMenu = {
  id: string;
  code: string;
  name: string;
  path: string;
  source: string;
  isOpen: number;
  meta?: { roles?: string[] };
  children?: BladeMenu[];
};

/** One sidebar entry, ready to render. */
export type NavItem = {
  id: string;
  code: string;
  /** Blade's own label; the UI prefers the `menu.<code>` message when there is one. */
  name: string;
  /** In-app route (`/system/user`, `/myiframe/...`), or the URL itself when `newWindow`. */
  href: string;
  icon: string;
  newWindow: boolean;
  children: NavItem[];
};
