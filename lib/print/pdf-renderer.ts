import 'server-only';
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { AppError } from '../http/app-error';

/**
 * The server's PDF of a print view: the very page the user sees, printed by headless Chromium (Debian's, the one the
 * e2e tests drive), so fonts, CJK text, the QR code, repeated table headers and page breaks come out exactly as in the
 * browser's own "Save as PDF". One browser serves every caller, started on first use and closed when idle; at most
 * MAX_RENDERS pages render at once, a few more wait, the rest are refused at once (503) rather than queued without end;
 * each render has RENDER_TIMEOUT_MS.
 */
export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const MAX_RENDERS = 2;
const MAX_WAITING = 6;
const RENDER_TIMEOUT_MS = 20_000;
const IDLE_CLOSE_MS = 5 * 60_000;

export type RenderRequest = {
  /** The print view's path (`/print/…`), rendered from this server itself. */
  path: string;
  /** The caller's own cookies, sent as a header (so no token ever travels in a URL). */
  cookie: string;
  /** Whether the caller came over HTTPS: the session cookie's name depends on it (lib/session.ts). */
  https: boolean;
  origin: string;
};

let browser: Promise<Browser> | null = null;
let active = 0;
const waiting: (() => void)[] = [];
let idleTimer: NodeJS.Timeout | null = null;

export const chromiumPath = () => CHROMIUM_PATHS.find((candidate) => existsSync(candidate)) ?? null;

function theBrowser(): Promise<Browser> {
  if (!browser) {
    const executablePath = chromiumPath();
    if (!executablePath) throw new AppError('pdf_unavailable');
    browser = chromium
      .launch({ executablePath, headless: true, args: ['--disable-dev-shm-usage', '--disable-extensions', '--no-first-run'] })
      .then((started) => {
        started.on('disconnected', () => (browser = null));
        return started;
      });
    browser.catch(() => (browser = null));
  }
  return browser;
}

async function slot(): Promise<void> {
  if (active < MAX_RENDERS) {
    active += 1;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw new AppError('pdf_busy', undefined, { retryAfterSeconds: 5 });
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function release() {
  const next = waiting.shift();
  if (next) next();
  else active -= 1;
  if (active === 0) {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void closeBrowser(), IDLE_CLOSE_MS);
    idleTimer.unref();
  }
}

export async function closeBrowser(): Promise<void> {
  const open = browser;
  browser = null;
  if (open) await (await open.catch(() => null))?.close().catch(() => undefined);
}

/**
 * Renders one print view to PDF bytes, with the page's title (the document and its number, 提货单 TH…) for the file
 * name; refuses (AppError) when Chromium is missing, busy, or the page never got ready.
 */
export async function renderPdf({ path, cookie, https, origin }: RenderRequest): Promise<{ pdf: Buffer; title: string }> {
  if (!chromiumPath()) throw new AppError('pdf_unavailable');
  await slot();
  if (idleTimer) clearTimeout(idleTimer);
  const deadline = Date.now() + RENDER_TIMEOUT_MS;
  try {
    const context = await (await theBrowser()).newContext({
      extraHTTPHeaders: { cookie, 'x-forwarded-proto': https ? 'https' : 'http' },
      serviceWorkers: 'block',
    });
    try {
      // The document is made of this server's own pages and calls: nothing else is fetched.
      await context.route('**/*', (route) => (route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort()));
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      await page.waitForSelector('[data-print-ready="true"]', { timeout: Math.max(1000, deadline - Date.now()) });
      if ((await page.locator('.print-sheet').count()) === 0) throw new AppError('not_found');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      return { pdf: await page.pdf({ preferCSSPageSize: true, printBackground: true }), title: await page.title() };
    } finally {
      await context.close().catch(() => undefined);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') throw new AppError('pdf_timeout');
    throw new AppError('pdf_unavailable', error instanceof Error ? error.message : undefined);
  } finally {
    release();
  }
}
