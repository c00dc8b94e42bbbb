import { expect, test, type Page } from '@playwright/test';
import { LoginPage } from '../../pages/login-page';
import { welcomeHeading } from '../../pages/home-page';

/**
 * Attack: script injection and clickjacking. Every page carries a nonce-based CSP without
 * 'unsafe-eval', frame-ancestors 'self', nosniff and a referrer policy; HSTS only behind HTTPS.
 * The app still renders and hydrates (MUI/emotion styles, Next's scripts) with no CSP violation.
 */
const PAGE_HEADERS = async (page: Page, path: string) => {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  return response!.headers();
};

/** Records CSP violations and console errors the browser reports while the page loads. */
async function watchViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}

function expectPolicy(headers: Record<string, string>, path: string) {
  const csp = headers['content-security-policy'];
  expect(csp, path).toBeTruthy();
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}' 'strict-dynamic'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security'], 'no HSTS over plain http').toBeUndefined();
}

test.describe('security headers and CSP', () => {
  test('the sign-in page: headers, a fresh nonce per request, hydrated with no violation', async ({ page }) => {
    const problems = await watchViolations(page);
    const login = new LoginPage(page);
    await login.open('/login');
    const first = await PAGE_HEADERS(page, '/login');
    expectPolicy(first, '/login');
    const secondResponse = await page.goto('/login');
    const second = secondResponse!.headers();
    expect(second['content-security-policy']).not.toBe(first['content-security-policy']);
    // Hydrated (the captcha comes from a client fetch) and styled by emotion.
    await expect(login.captchaImage()).toBeVisible();
    expect(await page.locator('style[data-emotion]').count()).toBeGreaterThan(0);
    const background = await login.submit().evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    // The scripts Next rendered carry the nonce from the header. Chunks its runtime adds after hydration (the language
    // menu's) carry none: 'strict-dynamic' trusts what a nonced script loads, and they must load with no violation.
    const nonce = /'nonce-([^']+)'/.exec(second['content-security-policy'])![1];
    const rendered = [...(await secondResponse!.text()).matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)].map(
      ([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1] ?? '',
    );
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set([nonce]));
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ storageState: 'e2e/.auth/admin.json' });

    test('home and a grid page render with no CSP violation, light and dark', async ({ page, context, baseURL }) => {
      const problems = await watchViolations(page);
      for (const theme of ['light', 'dark']) {
        await context.addCookies([{ name: 'tp_theme', value: theme, url: baseURL! }]);
        expectPolicy(await PAGE_HEADERS(page, '/wel/index'), '/wel/index');
        await expect(welcomeHeading(page)).toBeVisible();
        const live = page.waitForResponse((response) => response.url().includes('/api/'));
        expectPolicy(await PAGE_HEADERS(page, '/system/param'), '/system/param');
        // Hydrated (the rows came with the HTML): the page made its first call to the BFF, and the grid drew its header.
        expect((await live).status()).toBe(200);
        await expect(page.getByRole('columnheader', { name: '参数名称' })).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  });

  test('HSTS when the front proxy says the browser came over HTTPS', async ({ request }) => {
    const response = await request.get('/login', { headers: { 'X-Forwarded-Proto': 'https' }, maxRedirects: 0 });
    expect(response.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    const api = await request.get('/api/blade-system/tenant/info', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(api.headers()['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  test('API answers are never sniffed or framed', async ({ request }) => {
    const response = await request.get('/api/blade-system/tenant/info');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('the site icons keep the headers and are cached for a day (Chromium asks for them on every URL change)', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const declared = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // /favicon.ico is also asked for by name, by browsers and tools that read no HTML.
    for (const href of [...declared, '/favicon.ico']) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^image\//);
      expect(response.headers()['cache-control'], href).toBe('public, max-age=86400');
      expect(response.headers()['x-content-type-options'], href).toBe('nosniff');
    }
    expect(declared.some((href) => href.startsWith('/favicon.ico'))).toBe(true);
  });
});
