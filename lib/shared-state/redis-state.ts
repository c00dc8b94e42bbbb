import Redis from 'ioredis';
import type { SharedState, WindowCount } from './shared-state';
import { MemoryState } from './memory-state';
import { RevocationMirror } from './revocation-mirror';

const PREFIX = 'tradeport:';
/** Revoked keys, scored by the time until which they stay revoked (ms since epoch). */
const REVOKED = `${PREFIX}revoked`;
/** Each revocation is also published, so every instance adds it to its mirror at once. */
const CHANNEL = `${PREFIX}revoked`;

/** One fixed window per key: the first hit starts it, every hit counts, the key expires with the window. */
const HIT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** A call that cannot reach Redis fails fast instead of waiting for a reconnection. */
const CONNECTION = {
  maxRetriesPerRequest: 1,
  commandTimeout: 1000,
  connectTimeout: 2000,
  disconnectTimeout: 200,
  enableAutoPipelining: true,
} as const;

/**
 * SharedState across instances (REDIS_URL). Revocations go to a sorted set and a channel; each instance mirrors
 * the set in memory (loaded whole on every (re)connection, then kept current by the channel), so the check on
 * every call needs no round trip. Counters are Redis keys with the window as their expiry.
 *
 * When Redis cannot be reached the instance carries on alone: it counts in its own memory and keeps its own
 * revocations (one warning line per outage), rather than refusing every sign-in or passing every call unchecked.
 */
export class RedisState implements SharedState {
  private readonly client: Redis;
  private readonly subscriber: Redis;
  private readonly mirror = new RevocationMirror();
  private readonly fallback = new MemoryState();
  private warned = false;
  /** Settles once the mirror holds what Redis had at the first connection (tests, and the first calls). */
  readonly ready: Promise<void>;

  constructor(url: string) {
    this.client = new Redis(url, { ...CONNECTION, lazyConnect: false });
    this.subscriber = new Redis(url, { ...CONNECTION, lazyConnect: false });
    for (const connection of [this.client, this.subscriber]) connection.on('error', (error: Error) => this.unreachable(error));
    this.subscriber.on('message', (_channel: string, message: string) => {
      const space = message.indexOf(' ');
      if (space > 0) this.mirror.add(message.slice(space + 1), Number(message.slice(0, space)));
    });
    let loaded: () => void;
    this.ready = new Promise<void>((resolve) => (loaded = resolve));
    this.subscriber.subscribe(CHANNEL).catch((error: Error) => this.unreachable(error));
    // Subscribed first, then loaded: a revocation made in between is in the set or on the channel, never lost.
    this.subscriber.on('ready', () => void this.load().then(loaded));
    this.client.on('ready', () => {
      this.warned = false;
    });
  }

  private async load(): Promise<void> {
    const now = Date.now();
    try {
      await this.client.zremrangebyscore(REVOKED, '-inf', now);
      const entries = await this.client.zrangebyscore(REVOKED, now, '+inf', 'WITHSCORES');
      for (let index = 0; index + 1 < entries.length; index += 2) this.mirror.add(entries[index], Number(entries[index + 1]), now);
    } catch (error) {
      this.unreachable(error as Error);
    }
  }

  private unreachable(error: Error): void {
    if (this.warned) return;
    this.warned = true;
    console.warn(`[shared-state] Redis unreachable (${error.message}): this instance counts and revokes on its own until it is back`);
  }

  async revoke(key: string, until: number): Promise<void> {
    this.mirror.add(key, until);
    try {
      await this.client
        .multi()
        .zadd(REVOKED, until, key)
        .publish(CHANNEL, `${until} ${key}`)
        .zremrangebyscore(REVOKED, '-inf', Date.now())
        .exec();
    } catch (error) {
      this.unreachable(error as Error);
    }
  }

  isRevoked(key: string, now = Date.now()): boolean {
    return this.mirror.has(key, now);
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    try {
      const [count, ttl] = (await this.client.eval(HIT, 1, PREFIX + key, windowMs)) as [number, number];
      return { count, resetInMs: ttl };
    } catch (error) {
      this.unreachable(error as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<WindowCount> {
    try {
      const [[, count], [, ttl]] = (await this.client
        .multi()
        .get(PREFIX + key)
        .pttl(PREFIX + key)
        .exec()) as [[unknown, string | null], [unknown, number]];
      return count === null || ttl < 0 ? { count: 0, resetInMs: 0 } : { count: Number(count), resetInMs: ttl };
    } catch (error) {
      this.unreachable(error as Error);
      return this.fallback.peek(key);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.client.del(PREFIX + key);
    } catch (error) {
      this.unreachable(error as Error);
    }
  }

  async close(): Promise<void> {
    await Promise.all(
      [this.subscriber, this.client].map((connection) => {
        // Between two reconnection attempts there is no connection to end: disconnect() only stops the retries.
        if (connection.status !== 'ready' && connection.status !== 'connect') return void connection.disconnect();
        const ended = new Promise((resolve) => connection.once('end', resolve));
        connection.disconnect();
        return ended;
      }),
    );
  }
}
