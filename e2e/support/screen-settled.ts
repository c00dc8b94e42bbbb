import type { Page, Request } from '@playwright/test';

/** What shows that a screen is still loading: the streamed list's placeholder, busy labels, spinners, skeletons. */
const LOADING = [
  'fieldset[disabled]',
  '[aria-busy="true"]',
  '[role="progressbar"]',
  '.MuiDataGrid-loadingOverlay',
  '.MuiCircularProgress-root',
  '.MuiSkeleton-root',
].join(', ');

/** The requests a screen waits for: its data, its lazily loaded code. A live stream never ends, so it never counts. */
const awaited = (request: Request) =>
  ['fetch', 'xhr', 'script', 'document'].includes(request.resourceType()) && request.headers().accept !== 'text/event-stream';

/**
 * Follows the page's requests, so a test can wait until a screen has finished loading instead of sleeping a fixed
 * time: `settled()` resolves once the page's own requests have all answered and nothing in `main` shows it is still
 * loading, over a few consecutive looks (a lazily loaded part asks for its data a moment after its code arrives).
 */
export function followLoading(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => awaited(request) && pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    async settled({ timeout = 20_000, quietLooks = 3 } = {}) {
      const deadline = Date.now() + timeout;
      let quiet = 0;
      while (quiet < quietLooks) {
        if (Date.now() > deadline) {
          const waiting = [...pending].map((request) => request.url());
          throw new Error(
            `${page.url()} did not finish loading in ${timeout} ms; waiting for: ${waiting.join(', ') || 'a loading indicator'}`,
          );
        }
        const loading = pending.size > 0 || (await page.locator('main').locator(LOADING).count()) > 0;
        quiet = loading ? 0 : quiet + 1;
        await page.waitForTimeout(40);
      }
    },
  };
}
