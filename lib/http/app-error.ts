import { ERROR_STATUS, type ErrorCode } from './error-codes';

/** An error the BFF answers on purpose; anything else becomes `internal` with no detail. */
export class AppError extends Error {
  readonly status: number;
  constructor(readonly code: ErrorCode, readonly detail?: string) {
    super(detail ?? code);
    this.status = ERROR_STATUS[code];
  }
}
