import type { Db } from '../../db/open';
import { readTaskDetail } from './fadada-events';
import { applySignEvent, type SignEvent } from './sign-events';

/**
 * The fallback when FaDaDa's callbacks cannot reach the service (it usually listens on loopback only):
 * every `intervalMs`, ask the provider for the detail of each sign task still awaiting signatures and
 * apply what it says through sign-events.ts, like a callback would. Ticks never overlap (the next one is
 * scheduled when one ends); a task that cannot be read is logged (provider message, never the secret)
 * and read again next tick. stop() cancels the wait and any call in flight, and resolves once the tick
 * has let go of the database.
 */
export type SignTaskSource = { signTaskDetail(signTaskId: string, signal?: AbortSignal): Promise<unknown> };
export type PollSummary = { tasks: number; applied: number; failed: number };

type OpenTask = { sign_task_id: string; contract_no: string };

const eventText = (event: SignEvent) =>
  event.type === 'signed' || event.type === 'refused' ? `${event.actorId} ${event.type}` : event.type;

export class SignTaskPoller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<PollSummary> | null = null;
  private stopped = false;
  private readonly abort = new AbortController();

  constructor(private readonly options: { db: Db; source: SignTaskSource; intervalMs: number; log: (line: string) => void }) {}

  start(): this {
    this.schedule();
    return this;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.options.intervalMs);
    this.timer.unref();
  }

  /** One pass over the open sign tasks. */
  async tick(): Promise<PollSummary> {
    const { db, source, log } = this.options;
    const tasks = db
      .prepare(`SELECT sign_task_id, contract_no FROM tp_ordercontract
      WHERE sign_status IN (1, 2) AND is_deleted = 0 AND sign_task_id != '' ORDER BY update_time, id`)
      .all() as OpenTask[];
    const summary: PollSummary = { tasks: tasks.length, applied: 0, failed: 0 };
    let firstError = '';
    for (const task of tasks) {
      if (this.stopped) break;
      try {
        const detail = await source.signTaskDetail(task.sign_task_id, this.abort.signal);
        if (this.stopped) break;
        const reading = readTaskDetail(detail);
        if (!reading.ok) throw new Error(`unreadable detail of sign task ${task.sign_task_id}`);
        for (const event of reading.events) {
          const result = applySignEvent(db, { signTaskId: task.sign_task_id, transReferenceId: reading.transReferenceId }, event);
          if (result.outcome === 'applied') {
            summary.applied += 1;
            log(`[esign] ${task.contract_no}: ${eventText(event)} (read from FaDaDa)`);
          }
        }
      } catch (error) {
        if (this.stopped) break;
        summary.failed += 1;
        firstError ||= `${task.contract_no}: ${(error as Error)?.message ?? error}`;
      }
    }
    if (summary.failed > 0)
      log(`[esign] poll: ${summary.failed} of ${summary.tasks} sign tasks not read (${firstError}); retried next time`);
    return summary;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.running?.catch(() => undefined);
  }
}
