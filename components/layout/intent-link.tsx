'use client';

import { forwardRef, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { prefetchListScreens } from './idle-prefetch';

type Props = ComponentProps<typeof Link>;

/**
 * The app's link to its own pages: it asks for its page when the user reaches for it (pointer over it, keyboard focus,
 * a touch) instead of when it scrolls into view. Next prefetches every visible link on load: the sidebar's entries sent
 * two dozen server renders into the very second a list page was hydrating, and the home page's cards and shortcuts
 * about fifty (bench/page-speed.mjs: LCP and TBT). A pointer rests on a link long enough before the click for the prefetch to help.
 * Every in-app link goes through here (lib/architecture.test.ts).
 */
export const IntentLink = forwardRef<HTMLAnchorElement, Props>(function IntentLink(
  { href, onMouseEnter, onFocus, onTouchStart, ...props },
  ref,
) {
  const router = useRouter();
  const url = typeof href === 'string' ? href : null;
  const prefetch = () => {
    if (!url?.startsWith('/')) return;
    router.prefetch(url);
    prefetchListScreens(); // most pages are list screens: their code, if the idle shell has not loaded it yet
  };
  return (
    <Link
      {...props}
      ref={ref}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => (prefetch(), onMouseEnter?.(event))}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => (prefetch(), onFocus?.(event))}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => (prefetch(), onTouchStart?.(event))}
    />
  );
});
