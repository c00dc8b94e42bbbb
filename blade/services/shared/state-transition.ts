import { ServiceError } from '../../http/envelope';

/** A row of a state machine's table: the states an action is allowed in, and where it leads (null keeps the state). */
export type Transition = { from: readonly number[]; to: number | null };

/** Refuses (HTTP 400, `当前状态不允许此操作: …`, the state named) what the table does not allow; returns the next state. */
export function assertTransition(transition: Pick<Transition, 'from'> & Partial<Transition>, labels: string[], what: string, action: string, status: number): number {
  if (!transition.from.includes(status)) {
    const allowed = transition.from.map((key) => `「${labels[key]}」`).join('/');
    throw new ServiceError(`当前状态不允许此操作: ${what} 为「${labels[status] ?? status}」，${action}仅限${allowed}状态`);
  }
  return transition.to ?? status;
}
