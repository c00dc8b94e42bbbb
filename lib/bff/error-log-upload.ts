import { AppError } from '../http/app-error';
import type { BodyRule } from './forward';

/**
 * The browser's error-log upload (Saber posts the log array to the logout path): at most this many rows and bytes
 * at a time, refused with a message that says so before Blade stores anything. The embedded service keeps the
 * same caps (blade/services/auth/session-endpoints.ts); the local log itself holds up to 200 entries.
 */
export const ERROR_LOG_MAX_ROWS = 200;
export const ERROR_LOG_MAX_BYTES = 256 * 1024;

export const errorLogUpload: BodyRule = { maxBytes: ERROR_LOG_MAX_BYTES, tooLarge: 'error_log_too_large', check: checkRows };

function checkRows(body: Buffer | undefined): void {
  if (!body) return;
  let rows: unknown;
  try {
    rows = JSON.parse(body.toString('utf8'));
  } catch {
    throw new AppError('invalid_input');
  }
  if (!Array.isArray(rows)) throw new AppError('invalid_input');
  if (rows.length > ERROR_LOG_MAX_ROWS) throw new AppError('error_log_too_large');
}
