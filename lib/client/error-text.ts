import { ApiError } from './api-error';

type Translate = (key: 'errors.network' | 'errors.unknown' | 'errors.upstream_timeout') => string;

/**
 * What to tell the user about a failed call: the server's message (through `bladeMessage`, which puts Blade's
 * Chinese into the screen's language), else our translated fallback. Screens use it through useErrorText.
 */
export function errorText(error: unknown, t: Translate, bladeMessage: (msg: string) => string = (msg) => msg): string {
  if (error instanceof ApiError) return error.message ? bladeMessage(error.message) : t(error.messageKey ?? 'errors.unknown');
  return t('errors.unknown');
}
