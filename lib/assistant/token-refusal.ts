/**
 * The desk assistant (POST /blade-api/coze/assistant) answers 401 when its own short-lived token is expired or
 * wrong, marked with this header. That 401 is about the assistant token, not the sign-in: the BFF passes it on
 * and keeps the session (the panel fetches a new token), instead of signing the user out as for Blade's 401.
 */
export const ASSISTANT_PATH = '/blade-api/coze/assistant';
export const TOKEN_REFUSED_HEADER = 'x-assistant-token';

export function isAssistantTokenRefusal(path: string, headers: Record<string, string | string[] | undefined>): boolean {
  return path === ASSISTANT_PATH && headers[TOKEN_REFUSED_HEADER] === 'refused';
}
