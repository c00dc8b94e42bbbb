import type { SharedState, WindowCount } from './shared-state';
import { RevocationMirror } from './revocation-mirror';

/** Counters kept at once; past this the oldest window is dropped (an attacker rotating keys cannot grow it). */
const MAX_COUNTERS = 100_000;

/** SharedState for a single instance (REDIS_URL unset): plain maps in this process. */
export class MemoryState implements SharedState {
  private readonly revoked = new RevocationMirror();
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async revoke(key: string, until: number): Promise<void> {
    this.revoked.add(key, until, this.now());
  }

  isRevoked(key: string, now = this.now()): boolean {
    return this.revoked.has(key, now);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      if (this.windows.size >= MAX_COUNTERS) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) return { count: 0, resetInMs: 0 };
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {}
}
