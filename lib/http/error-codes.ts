/** Every error the BFF itself answers, with its HTTP status. The browser shows `errors.<code>` in its language. */
export const ERROR_STATUS = {
  invalid_input: 400,
  invalid_path: 400,
  refresh_not_allowed: 400,
  unauthorized: 401,
  forbidden_origin: 403,
  forbidden: 403,
  unknown_service: 404,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  request_incomplete: 400,
  payload_too_large: 413,
  error_log_too_large: 413,
  locked: 423,
  too_many_requests: 429,
  internal: 500,
  upstream_unavailable: 502,
  upstream_bad_response: 502,
  upstream_busy: 503,
  upstream_circuit_open: 503,
  upstream_timeout: 504,
  // The server's PDF of a print view (lib/print/pdf-renderer.ts): no Chromium here, too many at once, or too slow.
  pdf_unavailable: 503,
  pdf_busy: 503,
  pdf_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
