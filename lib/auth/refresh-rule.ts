/** Saber's rule (docs/spec.md §4): refresh once the seconds since the token was stored reach tokenTime. */
export function isRefreshDue(tokenAt: number | undefined, tokenTimeSeconds: number, now = Date.now()): boolean {
  return now - (tokenAt ?? 0) >= tokenTimeSeconds * 1000;
}
