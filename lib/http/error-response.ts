import zh from '@/messages/zh.json';
import en from '@/messages/en.json';
import { AppError } from './app-error';
import type { Locale } from '../i18n/locales';

const ERROR_TEXT: Record<Locale, Record<string, string>> = { zh: zh.errors, en: en.errors };

/** The BFF's failures in Blade's envelope shape, so the browser has one error path: `{code, success:false, msg}`. */
export function errorResponse(error: unknown, locale: Locale, headers?: HeadersInit): Response {
  const { code, msg } = errorBody(error, locale);
  const response = Response.json({ code, success: false, msg, data: null }, { status: code, headers });
  if (error instanceof AppError && error.retryAfterSeconds !== undefined)
    response.headers.set('retry-after', String(Math.max(1, error.retryAfterSeconds)));
  return response;
}

/** An error's status code and translated message (unexpected errors are logged and become `internal`). */
export function errorBody(error: unknown, locale: Locale): { code: number; msg: string } {
  const appError = error instanceof AppError ? error : new AppError('internal');
  if (!(error instanceof AppError)) console.error('[bff] unexpected error', error);
  return { code: appError.status, msg: ERROR_TEXT[locale][appError.code] ?? ERROR_TEXT[locale].internal };
}
