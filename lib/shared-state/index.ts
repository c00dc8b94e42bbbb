import 'server-only';
import { config } from '../config/env';
import type { SharedState } from './shared-state';
import { MemoryState } from './memory-state';
import { RedisState } from './redis-state';

export type { SharedState, WindowCount } from './shared-state';

// On globalThis: proxy.ts (pages) and the route handlers are separate bundles in one process, and must share one list.
const STORE = Symbol.for('tradeport.sharedState');
const holder = globalThis as Record<symbol, SharedState | undefined>;

/** The instance-shared state: Redis with REDIS_URL, this process's memory without. */
export function sharedState(): SharedState {
  const existing = holder[STORE];
  if (existing) return existing;
  const url = config().REDIS_URL;
  const state = url ? new RedisState(url) : new MemoryState();
  holder[STORE] = state;
  return state;
}
