import { z } from 'zod';

/**
 * A refused assistant token, told apart from every other failure so the panel fetches a new token and asks once
 * more. Neither answer is a 401 through the BFF: a 401 there means the sign-in is refused and ends the session.
 */

/** `data.reason` of the embedded service's refusal (blade/services/coze/routes.ts names it alike). */
export const ASSISTANT_TOKEN_REFUSED = 'assistant_token_refused';

const localRefusal = z.object({ code: z.literal(403), data: z.object({ reason: z.literal(ASSISTANT_TOKEN_REFUSED) }) });

/** The local desk assistant (POST /api/blade-api/coze/assistant): 403 with the reason above. */
export function isLocalTokenRefusal(status: number, body: unknown): boolean {
  return status === 403 && localRefusal.safeParse(body).success;
}

/** Coze's "authentication is invalid" code (its HTTP status is 401, the SDKs read either). */
export const COZE_AUTH_INVALID = 4100;

const cozeError = z.object({ code: z.number(), msg: z.string().optional() });

/**
 * Coze's chat API v3 answers a streamed chat with server-sent events; a failure comes as JSON `{code, msg}` instead,
 * with an HTTP error status or even 200. For such an answer: whether the token was refused, and Coze's message.
 */
export function readCozeFailure(status: number, body: unknown): { tokenRefused: boolean; message: string } {
  const parsed = cozeError.safeParse(body);
  return { tokenRefused: status === 401 || parsed.data?.code === COZE_AUTH_INVALID, message: parsed.data?.msg ?? '' };
}
