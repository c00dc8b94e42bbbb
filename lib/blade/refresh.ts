import 'server-only';
import { refreshToken, type TokenResult } from './oauth';

const inFlight = new Map<string, Promise<TokenResult>>();

/** Single-flight per refresh token: concurrent requests of one session share one exchange. */
export function refreshOnce(refresh: string, tenantId: string): Promise<TokenResult> {
  const running = inFlight.get(refresh);
  if (running) return running;
  const exchange = refreshToken(refresh, tenantId).finally(() => {
    // Keep the settled answer briefly so requests racing just behind reuse it instead of refreshing again.
    setTimeout(() => inFlight.delete(refresh), 5_000).unref?.();
  });
  inFlight.set(refresh, exchange);
  return exchange;
}
