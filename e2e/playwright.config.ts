import { defineConfig, devices } from '@playwright/test';
import { E2E, baseURL, faultyURL } from './support/env';

/**
 * End-to-end tests against the real server: `npm start`'s launcher with the embedded Blade service
 * on a fresh temporary database, and a second app pointed at a misbehaving gateway for failure tests.
 * scripts/e2e.mjs builds first, so both servers only start.
 */
const chromium = {
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'specs',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  // One retry everywhere and generous limits: the runner is a busy 2-core machine where a page's first
  // paint can take seconds; a real failure still fails twice.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // A trace is recorded on a retry, not on every first run: recording one (a DOM snapshot per action, a screencast)
  // took a quarter of the accessibility sweep's time on the 2-core runner. A test that fails twice keeps its trace.
  use: { baseURL, trace: 'on-first-retry', locale: 'zh-CN', launchOptions: chromium },
  projects: [
    { name: 'setup', testDir: '.', testMatch: /auth\.setup\.ts/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium }, dependencies: ['setup'] },
  ],
  webServer: [
    {
      command: `node scripts/start.mjs --reset`,
      cwd: '..',
      url: `${baseURL}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      // The suite signs in from one address far more often than people do: the sign-in throttle has its own tests
      // (lib/bff/anonymous-throttle.test.ts, specs/security/instances.spec.ts).
      env: {
        PORT: String(E2E.port),
        DATA_DIR: E2E.dataDir!,
        TOKEN_TIME: String(E2E.tokenTimeSeconds),
        SESSION_IDLE_MINUTES: String(E2E.sessionIdleMinutes),
        BLADE_API_URL: '',
        SESSION_SECRET: '',
        ANONYMOUS_WRITES_PER_MINUTE: '100000',
      },
    },
    {
      command: `node e2e/support/faulty-blade.mjs ${E2E.faultyBladePort}`,
      cwd: '..',
      url: `http://127.0.0.1:${E2E.faultyBladePort}/blade-system/tenant/info`,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `${faultyURL}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: {
        PORT: String(E2E.faultyPort),
        BLADE_API_URL: `http://127.0.0.1:${E2E.faultyBladePort}`,
        SESSION_SECRET: 'e2e-faulty-stack-secret-0123456789abcdef',
        CAPTCHA_MODE: 'off',
        UPSTREAM_TIMEOUT_MS: String(E2E.faultyTimeoutMs),
        UPLOAD_LIMIT_MB: String(E2E.faultyUploadLimitMb),
        ANONYMOUS_WRITES_PER_MINUTE: '100000',
      },
    },
  ],
});
