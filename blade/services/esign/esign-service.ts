import type { Db } from '../../db/open';
import { fadadaSigning } from './active-provider';
import { SignTaskPoller } from './sign-task-poller';

/**
 * The e-sign provider at start-up: reads its settings (a bad one stops the service with its reason) and,
 * with FaDaDa and ESIGN_POLL_MS > 0, starts polling its sign tasks. stop() is part of the graceful shutdown.
 */
export function startEsign(db: Db, log: (line: string) => void): { stop(): Promise<void> } {
  const fadada = fadadaSigning();
  if (!fadada || fadada.settings.pollMs === 0) return { stop: async () => undefined };
  log(`[esign] FaDaDa: open sign tasks are read every ${fadada.settings.pollMs / 1000} s`);
  return new SignTaskPoller({ db, source: fadada.provider, intervalMs: fadada.settings.pollMs, log }).start();
}
