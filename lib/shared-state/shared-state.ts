/**
 * State that every instance of the app must agree on (docs/design.md §9): revoked seals (logouts, lock rotations,
 * tokens Blade refused) and throttle counters. With REDIS_URL it lives in Redis (redis-state.ts); without,
 * in this process (memory-state.ts). Everything else stays in the sealed cookie.
 */
export type WindowCount = {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
};

export type SharedState = {
  /** Remembers `key` as revoked until `until` (ms since epoch), on every instance. */
  revoke(key: string, until: number): Promise<void>;
  /**
   * Whether `key` is revoked. Synchronous on purpose: it runs on every call (lib/auth/cached-session.ts), so each
   * instance keeps a mirror of the list, which Redis keeps up to date.
   */
  isRevoked(key: string, now?: number): boolean;
  /** Counts one hit in `key`'s fixed window of `windowMs` (the window starts with its first hit). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window's count without adding to it (0 when there is none). */
  peek(key: string): Promise<WindowCount>;
  /** Forgets `key`'s count. */
  reset(key: string): Promise<void>;
  /** Closes connections (tests, shutdown). */
  close(): Promise<void>;
};
