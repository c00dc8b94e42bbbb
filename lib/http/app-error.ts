import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** An error the BFF answers on purpose; anything else becomes `internal` with no detail. */
export class AppError extends Error {
  readonly status: number;
  /** When a refused client may try again (429: the throttle's window), sent as Retry-After. */
  readonly retryAfterSeconds?: number;
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(detail ?? code);
    this.status = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
