'use client';

import { forwardRef, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';

type Props = ComponentProps<typeof Link>;

/**
 * A sidebar link that asks for its page when the user reaches for it (pointer over it, keyboard focus, a touch)
 * instead of when it scrolls into view. Next prefetches every visible link on load: a dozen menu entries sent two
 * dozen server renders into the very second the page was hydrating and drawing its list (issue 7, LCP and TBT).
 * A pointer rests on an entry long enough before the click for the prefetch to be useful still.
 */
export const IntentLink = forwardRef<HTMLAnchorElement, Props>(function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...props }, ref) {
  const router = useRouter();
  const url = typeof href === 'string' ? href : null;
  const prefetch = () => {
    if (url?.startsWith('/')) router.prefetch(url);
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
