/**
 * The leave request form's rules, checked before the call (the service checks the same and answers in Chinese):
 * every field required, the end after the start, a reason of at most 255 characters.
 */
export type LeaveDraft = { taskUser: string; startTime: string; endTime: string; reason: string };
export type LeaveErrors = Partial<Record<keyof LeaveDraft, 'required' | 'endBeforeStart' | 'tooLong'>>;

export const REASON_MAX = 255;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** `yyyy-MM-ddTHH:mm` (a datetime-local input) → Blade's `yyyy-MM-dd HH:mm:ss`; '' stays ''. */
export const toBladeDateTime = (value: string) => (value ? `${value.replace('T', ' ').slice(0, 16)}:00` : '');

export function validateLeave(draft: LeaveDraft): LeaveErrors {
  const errors: LeaveErrors = {};
  if (!draft.taskUser) errors.taskUser = 'required';
  if (!draft.startTime) errors.startTime = 'required';
  if (!draft.endTime) errors.endTime = 'required';
  else if (draft.startTime && draft.endTime <= draft.startTime) errors.endTime = 'endBeforeStart';
  if (!draft.reason.trim()) errors.reason = 'required';
  else if (draft.reason.trim().length > REASON_MAX) errors.reason = 'tooLong';
  return errors;
}

/** Whole days between start and end, as the service counts them (BladeX: Duration.toDays()); null until both are valid. */
export function leaveDays(startTime: string, endTime: string): number | null {
  return leaveDuration(startTime, endTime)?.days ?? null;
}

/**
 * The leave's length as the screens show it: the service's whole days (what routes the approval: a day from 09:00 to
 * 18:00 counts 0 there) and the whole hours past them, so that such a leave reads "0天9小时", not "0天".
 */
export function leaveDuration(startTime: string, endTime: string): { days: number; hours: number } | null {
  const start = Date.parse(startTime);
  const end = Date.parse(endTime);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return null;
  return { days: Math.floor((end - start) / DAY_MS), hours: Math.floor(((end - start) % DAY_MS) / HOUR_MS) };
}
