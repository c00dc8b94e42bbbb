/**
 * A circuit breaker for the upstream (lib/http/circuit-breaker.test.ts): after `threshold` consecutive connection
 * failures or timeouts the circuit opens and calls fail fast for `coolDownMs`, instead of piling up
 * on a dead gateway; then one probe call is let through (half-open) and its outcome closes or
 * reopens the circuit. Pure state, clock injected, so every transition is unit-tested.
 *
 * Every `tryAcquire()` that returned true must be followed by exactly one of `succeed()`, `fail()`
 * or `release()` (an outcome that says nothing about the upstream, e.g. the browser went away).
 */
export type BreakerState = 'closed' | 'open' | 'half-open';
export type BreakerOptions = { threshold: number; coolDownMs: number; now?: () => number };

export class CircuitBreaker {
  private failures = 0;
  private openedAt = 0;
  private opened = false;
  private probing = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (!this.opened) return 'closed';
    return this.now() - this.openedAt >= this.options.coolDownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now. While half-open only one probe is in flight at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.probing) return false;
    this.probing = true;
    return true;
  }

  /** The upstream answered (any HTTP status): it is reachable. */
  succeed(): void {
    this.failures = 0;
    this.opened = false;
    this.probing = false;
  }

  /** The connection failed or timed out. */
  fail(): void {
    this.failures += 1;
    if (this.probing || (!this.opened && this.failures >= this.options.threshold)) {
      this.opened = true;
      this.openedAt = this.now();
    }
    this.probing = false;
  }

  /** The call ended without telling anything about the upstream. */
  release(): void {
    this.probing = false;
  }

  /** Milliseconds until a probe is allowed (0 when closed or half-open), for Retry-After. */
  retryAfterMs(): number {
    return this.state === 'open' ? Math.max(0, this.options.coolDownMs - (this.now() - this.openedAt)) : 0;
  }
}
