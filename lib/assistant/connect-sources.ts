/** Coze's API host when none is configured (the embedded service's default too). */
export const DEFAULT_COZE_API_BASE = 'https://api.coze.cn';

/**
 * Where the assistant panel's browser code may connect beyond our own origin: with COZE_PROVIDER=coze it
 * talks to Coze's chat API directly (COZE_API_BASE's origin); with the local provider, nowhere else.
 */
export function assistantConnectSources(env: Record<string, string | undefined> = process.env): string[] {
  if (env.COZE_PROVIDER?.trim() !== 'coze') return [];
  try {
    const url = new URL(env.COZE_API_BASE?.trim() || DEFAULT_COZE_API_BASE);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
