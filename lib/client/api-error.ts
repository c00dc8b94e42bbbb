/** A failed Blade call as the UI sees it: the server's message, or a message key when there is none. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Translation key to show when the server gave no message (`errors.network`, `errors.unknown`). */
    readonly messageKey: 'errors.network' | 'errors.unknown' | 'errors.upstream_timeout' | null = null,
  ) {
    super(message);
  }
}

/** Saber's reading of an answer (docs/spec.md §8): code from the body, else the HTTP status; msg, else error_description. */
export function readEnvelope(httpStatus: number, body: unknown): { code: number; msg: string; data: unknown } {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'number' && record.code !== 0 ? record.code : httpStatus;
  const msg =
    typeof record.msg === 'string' && record.msg
      ? record.msg
      : typeof record.error_description === 'string'
        ? record.error_description
        : '';
  return { code, msg, data: record.data };
}
