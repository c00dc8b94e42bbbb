import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Shared by the config (main process) and the workers: the config sets these once in process.env,
 * and workers inherit them.
 */
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tradeport-e2e-'));

export const E2E = {
  dataDir: process.env.E2E_DATA_DIR,
  port: Number(process.env.E2E_PORT ?? 3100),
  faultyPort: Number(process.env.E2E_FAULTY_PORT ?? 3101),
  faultyBladePort: Number(process.env.E2E_FAULTY_BLADE_PORT ?? 3199),
  /** Short enough that a test sees a real refresh. */
  tokenTimeSeconds: 12,
  /**
   * Specs start from the admin session signed in once at setup; the whole suite on a busy 2-core runner
   * outlasts the 30-minute default, after which that shared session would count as idle.
   */
  sessionIdleMinutes: 240,
  faultyTimeoutMs: 1500,
  faultyUploadLimitMb: 1,
};

export const baseURL = `http://127.0.0.1:${E2E.port}`;
export const faultyURL = `http://127.0.0.1:${E2E.faultyPort}`;
