import { ApiError } from './api-error';

type Translate = (key: 'errors.network' | 'errors.unknown' | 'errors.upstream_timeout') => string;

/** What to tell the user about a failed call: the server's message, else our translated fallback. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return error.message || t(error.messageKey ?? 'errors.unknown');
  return t('errors.unknown');
}
