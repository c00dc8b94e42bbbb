'use client';

import { forwardRef, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { startPrefetch } from '@/lib/client/prefetch-record';
import { prefetchListScreens } from './idle-prefetch';

type Props = ComponentProps<typeof Link>;
type PrefetchKind = NonNullable<Parameters<ReturnType<typeof useRouter>['prefetch']>[1]>['kind'];
/** Next's PrefetchKind.FULL: router.prefetch's options take the enum, which next/navigation does not export by name. */
const FULL_PREFETCH = 'full' as unknown as PrefetchKind;

/**
 * The app's link to its own pages: it asks for its whole page, the server's render with a list's first rows, when the
 * user reaches for it (pointer over it, keyboard focus, a touch) instead of when it scrolls into view; a click in the
 * 150 ms or so a hand rests on a link finds that render under way or done (bench/navigation.mjs: first visits). Next
 * prefetches every visible link on load: the sidebar's entries sent two dozen server renders into the very second a list
 * page was hydrating, and the home page's cards and shortcuts about fifty (bench/page-speed.mjs: LCP and TBT).
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
    // Imperatively, once: a Link left with prefetch={true} asks again whenever its href changes (a sidebar entry's
    // follows its tab's last URL, so after every page or sort click in that tab).
    if (startPrefetch(url)) router.prefetch(url, { kind: FULL_PREFETCH });
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
