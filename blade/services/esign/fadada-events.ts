import { z } from 'zod';
import type { SignEvent } from './sign-events';

/**
 * FaDaDa 5.x's vocabulary → the platform's sign events (sign-events.ts), for both ways FaDaDa's results
 * arrive: an event callback (X-FASC-Event + bizContent) and a sign task's detail (/sign-task/app/get-detail).
 *
 * Callback events used: sign-task-signed (one actor signed; actorId), sign-task-sign-rejected (actorId,
 * signRejectReason), sign-task-finished (every actor signed), sign-task-canceled, sign-task-expire
 * (FaDaDa's name; sign-task-expired is read alike). Other events (read, joined, …) change nothing here.
 * Task statuses: task_finished, task_terminated (a refusal or a cancellation), expired; an actor's
 * signStatus `signed`, or one naming a rejection.
 */
export type FadadaTaskRef = { signTaskId: string; transReferenceId?: string };

const id = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1).max(64));
const text = z.union([z.string(), z.number()]).transform(String).optional().catch(undefined);

const callbackBiz = z.object({
  signTaskId: id.optional().catch(undefined),
  // sign-task-pending spells it with a small t (FaDaDa's own documentation); read either.
  signtaskId: id.optional().catch(undefined),
  transReferenceId: text,
  actorId: id.optional().catch(undefined),
  signRejectReason: text,
});

type CallbackBiz = z.infer<typeof callbackBiz>;

const CALLBACK_EVENTS: Record<string, (biz: CallbackBiz) => SignEvent | null> = {
  'sign-task-signed': (biz) => (biz.actorId ? { type: 'signed', actorId: biz.actorId } : null),
  'sign-task-sign-rejected': (biz) => (biz.actorId ? { type: 'refused', actorId: biz.actorId, reason: biz.signRejectReason ?? '' } : null),
  'sign-task-finished': () => ({ type: 'finished' }),
  'sign-task-canceled': () => ({ type: 'canceled' }),
  'sign-task-expire': () => ({ type: 'expired' }),
  'sign-task-expired': () => ({ type: 'expired' }),
};

export type CallbackReading =
  | { kind: 'event'; task: FadadaTaskRef; event: SignEvent }
  /** Nothing for the platform to do (another kind of event, or one without the fields it needs). */
  | { kind: 'none'; why: string }
  /** bizContent is not a JSON object. */
  | { kind: 'invalid' };

/** What one callback reports (bizContent as received, already verified). */
export function readCallback(eventName: string, bizContent: string): CallbackReading {
  let raw: unknown;
  try {
    raw = JSON.parse(bizContent);
  } catch {
    return { kind: 'invalid' };
  }
  const parsed = callbackBiz.safeParse(raw);
  if (!parsed.success || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { kind: 'invalid' };
  const translate = Object.hasOwn(CALLBACK_EVENTS, eventName) ? CALLBACK_EVENTS[eventName] : undefined;
  if (!translate) return { kind: 'none', why: `event ${eventName} is not about signing results` };
  const signTaskId = parsed.data.signTaskId ?? parsed.data.signtaskId;
  const event = translate(parsed.data);
  if (!signTaskId || !event) return { kind: 'none', why: `event ${eventName} names no ${signTaskId ? 'actor' : 'sign task'}` };
  return {
    kind: 'event',
    task: { signTaskId, ...(parsed.data.transReferenceId ? { transReferenceId: parsed.data.transReferenceId } : {}) },
    event,
  };
}

const detailActor = z.object({
  actorInfo: z
    .object({ actorId: id.optional().catch(undefined) })
    .optional()
    .catch(undefined),
  actor: z
    .object({ actorId: id.optional().catch(undefined) })
    .optional()
    .catch(undefined),
  actorId: id.optional().catch(undefined),
  signStatus: text,
  actorNote: text,
});

const taskDetail = z.object({
  signTaskId: id.optional().catch(undefined),
  signTaskStatus: z.string(),
  transReferenceId: text,
  terminationNote: text,
  actors: z.array(detailActor).optional().catch([]),
});

export type DetailReading = { ok: true; status: string; transReferenceId?: string; events: SignEvent[] } | { ok: false };

/** The events a sign task's detail implies, in order: each signature, then how the task ended (if it did). */
export function readTaskDetail(detail: unknown): DetailReading {
  const parsed = taskDetail.safeParse(detail);
  if (!parsed.success) return { ok: false };
  const { signTaskStatus: status, terminationNote } = parsed.data;
  const actors = (parsed.data.actors ?? [])
    .map((actor) => ({
      actorId: actor.actorInfo?.actorId ?? actor.actor?.actorId ?? actor.actorId,
      signStatus: (actor.signStatus ?? '').toLowerCase(),
      note: actor.actorNote ?? '',
    }))
    .filter((actor): actor is { actorId: string; signStatus: string; note: string } => !!actor.actorId);
  const events: SignEvent[] = actors
    .filter((actor) => actor.signStatus === 'signed')
    .map((actor) => ({ type: 'signed', actorId: actor.actorId }));
  if (status === 'task_finished') events.push({ type: 'finished' });
  if (status === 'expired') events.push({ type: 'expired' });
  if (status === 'task_terminated') {
    const refuser = actors.find((actor) => actor.signStatus.includes('reject'));
    events.push(
      refuser ? { type: 'refused', actorId: refuser.actorId, reason: refuser.note || terminationNote || '' } : { type: 'canceled' },
    );
  }
  return { ok: true, status, ...(parsed.data.transReferenceId ? { transReferenceId: parsed.data.transReferenceId } : {}), events };
}
