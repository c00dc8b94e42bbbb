import { z } from 'zod';
import { LOCK_PASSWORD_MAX } from '@/lib/auth/lock-rules';
import { withBff, ok } from '@/lib/bff/with-bff';
import { hashLockPassword } from '@/lib/auth/lock-password';
import { endSeal, newSessionId } from '@/lib/auth/ended-sessions';
import { sessionLimits } from '@/lib/session';

export const dynamic = 'force-dynamic';

const lockBodySchema = z.object({ password: z.string().min(1).max(LOCK_PASSWORD_MAX) });

// POST /bff/lock — locks the screen; only the hash of the lock password is kept, in the sealed session.
export const POST = withBff(
  async ({ body, activeSession }) => {
    const session = await activeSession();
    // A copy of the cookie from before the lock would open the shell without the password: its seals are revoked,
    // as a logout does, and the session goes on under a new id.
    await endSeal(session.sid, sessionLimits().maxMs);
    session.sid = newSessionId();
    session.locked = true;
    session.lockHash = hashLockPassword(body.password);
    await session.save();
    return ok({ locked: true });
  },
  { body: lockBodySchema },
);
