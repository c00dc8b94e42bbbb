import { z } from 'zod';

/** What GET /blade-api/coze/getToken answers (checked: the panel trusts nothing it did not read). */
export const assistantTokenSchema = z.object({
  token: z.string().min(1),
  expiresIn: z.number().positive(),
  botId: z.string(),
  provider: z.enum(['local', 'coze']),
  apiBase: z.string().min(1),
});
export type AssistantToken = z.infer<typeof assistantTokenSchema> & { expiresAt: number };

/** Renew a minute before expiry, or at 80% of a shorter life, so a question never goes out with a dying token. */
export function renewDelayMs(expiresIn: number): number {
  const seconds = expiresIn > 300 ? expiresIn - 60 : expiresIn * 0.8;
  return Math.max(5_000, Math.floor(seconds * 1000));
}

/** Whether a held token may still be sent (a margin of 10 s for the call itself). */
export function isFresh(token: AssistantToken | null, now = Date.now()): token is AssistantToken {
  return !!token && token.expiresAt - 10_000 > now;
}
