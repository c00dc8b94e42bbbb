'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import { rememberTabTitle } from '../client/tabs-storage';

/** Names this page's tab once its page knows what it shows (a chat's peer, a leave's applicant); kept across reloads. */
export function useTabTitle(title: string | null | undefined): void {
  const pathname = usePathname();
  useEffect(() => {
    if (title) rememberTabTitle(pathname, title);
  }, [pathname, title]);
}
