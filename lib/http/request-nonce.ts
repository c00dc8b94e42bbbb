import 'server-only';
import { headers } from 'next/headers';

/**
 * The page's script nonce: proxy.ts puts the page's CSP on the request (lib/http/content-security-policy.ts), where Next
 * reads it to stamp its own scripts. An inline script of ours needs the same nonce, or the browser refuses to run it.
 */
export async function requestNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get('content-security-policy'));
}

export function nonceOf(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}
