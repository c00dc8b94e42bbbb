import { startRedisServer } from '../../scripts/redis-server.mjs';
import { MemoryState } from './memory-state';
import { RedisState } from './redis-state';

/**
 * The state instances share (revocations, throttle counters), on a real Debian redis-server: two RedisState
 * objects stand for two app instances on one Redis. The in-process MemoryState keeps the same contract.
 */
let redis: Awaited<ReturnType<typeof startRedisServer>>;
const open: RedisState[] = [];
const instance = async () => {
  const state = new RedisState(redis.url);
  open.push(state);
  await state.ready;
  return state;
};

beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await Promise.all(open.map((state) => state.close()));
  await redis.stop();
});

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries++) await new Promise((resolve) => setTimeout(resolve, 10));
  return check();
};

describe('shared state on Redis', () => {
  it('a revocation made on one instance holds on the other, and on one started later', async () => {
    const [first, second] = [await instance(), await instance()];
    const until = Date.now() + 60_000;
    expect(second.isRevoked('sid:abc')).toBe(false);
    await first.revoke('sid:abc', until);
    expect(first.isRevoked('sid:abc')).toBe(true);
    expect(await waitFor(() => second.isRevoked('sid:abc'))).toBe(true);
    const late = await instance();
    expect(late.isRevoked('sid:abc')).toBe(true);
    expect(late.isRevoked('sid:other')).toBe(false);
    // Past its time a revocation no longer counts.
    expect(late.isRevoked('sid:abc', until + 1)).toBe(false);
  });

  it('counts hits of one window across instances, then starts again', async () => {
    const [first, second] = [await instance(), await instance()];
    expect((await first.hit('unlock:s1', 300)).count).toBe(1);
    expect((await second.hit('unlock:s1', 300)).count).toBe(2);
    const third = await first.hit('unlock:s1', 300);
    expect(third.count).toBe(3);
    expect(third.resetInMs).toBeGreaterThan(0);
    expect(third.resetInMs).toBeLessThanOrEqual(300);
    expect((await second.peek('unlock:s1')).count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await second.peek('unlock:s1')).toEqual({ count: 0, resetInMs: 0 });
    expect((await second.hit('unlock:s1', 300)).count).toBe(1);
    await first.reset('unlock:s1');
    expect((await second.peek('unlock:s1')).count).toBe(0);
  });

  it('carries on alone, counting in memory, when Redis cannot be reached', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = new RedisState('redis://127.0.0.1:1');
    open.push(gone);
    try {
      expect((await gone.hit('anon:1.2.3.4', 60_000)).count).toBe(1);
      expect((await gone.hit('anon:1.2.3.4', 60_000)).count).toBe(2);
      await gone.revoke('sid:x', Date.now() + 60_000);
      expect(gone.isRevoked('sid:x')).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0][0])).not.toMatch(/\n\s+at /);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('shared state in memory', () => {
  it('revokes until the given time and counts in fixed windows', async () => {
    let now = 1_000_000;
    const state = new MemoryState(() => now);
    await state.revoke('sid:a', now + 100);
    expect(state.isRevoked('sid:a')).toBe(true);
    now += 101;
    expect(state.isRevoked('sid:a')).toBe(false);
    expect(await state.hit('k', 50)).toEqual({ count: 1, resetInMs: 50 });
    now += 20;
    expect(await state.hit('k', 50)).toEqual({ count: 2, resetInMs: 30 });
    now += 30;
    expect(await state.peek('k')).toEqual({ count: 0, resetInMs: 0 });
    expect(await state.hit('k', 50)).toEqual({ count: 1, resetInMs: 50 });
  });
});
