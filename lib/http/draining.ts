/**
 * Whether this server has been told to stop (SIGTERM or SIGINT, from the launcher, systemd or a container runtime).
 * `next start` then stops accepting connections and exits once the open ones have ended. A keep-alive connection (a
 * browser's, or the pool nginx keeps to its upstream) stays open up to its 65 s idle timeout, and an event stream
 * for its whole lifetime, so either would hold the process until the launcher's 10 s deadline killed it with
 * whatever was still in flight. While draining, answers therefore ask for their connection to be closed
 * (`connectionHeaders`), event streams end (`onDrain`; EventSource reconnects, to another instance or to this one
 * restarted) and /readyz answers 503, so a load balancer stops sending new work.
 */
let draining = false;
const listeners = new Set<() => void>();

/** Starts draining: what the signal handlers call (tests call it directly). */
export function beginDrain(): void {
  if (draining) return;
  draining = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

export function isDraining(): boolean {
  return draining;
}

/** Calls `listener` when draining starts (at once if it has); returns a function that forgets it. */
export function onDrain(listener: () => void): () => void {
  if (draining) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header that closes an answer's connection once the server is draining (none before). */
export function closeConnectionWhenDraining(headers: Headers): void {
  if (draining) headers.set('connection', 'close');
}

// Only inside the Next server: a signal listener in a test runner's worker would keep SIGTERM from ending it.
// Next's own handler stays in place (a listener added here does not replace it) and still closes the server.
if (process.env.NEXT_RUNTIME === 'nodejs') {
  process.once('SIGTERM', beginDrain);
  process.once('SIGINT', beginDrain);
}
