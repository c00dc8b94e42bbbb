/**
 * The local chat provider's delivery: an in-process publish/subscribe keyed by tenant and user. A
 * message sent through `send` reaches every open event stream of its sender and receiver (several tabs
 * or devices each hold one). One process is enough for the embedded service; a real deployment uses
 * GoEasy, which does this across machines.
 */
export type ChatEvent = { event: 'message'; id: string; data: unknown };
type Listener = (event: ChatEvent) => void;

const listeners = new Map<string, Set<Listener>>();
const key = (tenantId: string, userId: string) => `${tenantId}:${userId}`;

export function subscribe(tenantId: string, userId: string, listener: Listener): () => void {
  const set = listeners.get(key(tenantId, userId)) ?? new Set<Listener>();
  set.add(listener);
  listeners.set(key(tenantId, userId), set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(key(tenantId, userId));
  };
}

export function publish(tenantId: string, userIds: string[], event: ChatEvent): void {
  for (const userId of new Set(userIds)) for (const listener of listeners.get(key(tenantId, userId)) ?? []) listener(event);
}

/** Open subscriptions (tests and shutdown). */
export const subscriberCount = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
