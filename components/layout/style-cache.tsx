'use client';

import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { webkitPrefixes } from '@/lib/theme/webkit-prefixes';

// Made once: emotion remembers the rules it wrote per plugin list, so a new array per render would start over.
const OPTIONS = { key: 'mui', stylisPlugins: [webkitPrefixes] };

/**
 * Emotion's cache for MUI's styles, server-inserted into the page's HTML while it streams. Here and not in the root
 * layout because its options hold a function, which a server component cannot pass to a client one.
 */
export function StyleCache({ children }: { children: ReactNode }) {
  return <AppRouterCacheProvider options={OPTIONS}>{children}</AppRouterCacheProvider>;
}
