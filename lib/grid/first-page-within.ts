import type { FirstPage } from './list-key';

/**
 * How long a list page waits for its first page of rows (lib/bff/first-page.ts) before it sends the shell without them.
 * React reveals a boundary streamed after the shell no sooner than 300 ms after the shell's first frame (its reveal
 * batching), so rows read within this budget paint sooner inside the shell's HTML than streamed; and the shell waits no
 * longer than this for a slow gateway.
 */
export const FIRST_PAGE_INLINE_MS = 200;

/** The first page when it is read within `ms` (null included: the browser asks itself); undefined past that. */
export function firstPageWithin(firstPage: Promise<FirstPage | null>, ms = FIRST_PAGE_INLINE_MS): Promise<FirstPage | null | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined);
  });
  return Promise.race([firstPage, late]).finally(() => clearTimeout(timer));
}
