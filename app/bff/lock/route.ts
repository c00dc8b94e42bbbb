import { z } from 'zod';
import { LOCK_PASSWORD_MAX } from '@/lib/auth/lock-rules';
import { withBff, ok } from '@/lib/bff/with-bff';
import { requireActiveSession } from '@/lib/bff/require-session';
import { hashLockPassword } from '@/lib/auth/lock-password';

export const dynamic = 'force-dynamic';

const lockBodySchema = z.object({ password: z.string().min(1).max(LOCK_PASSWORD_MAX) });

// POST /bff/lock — locks the screen; only the hash of the lock password is kept, in the sealed session.
export const POST = withBff(
  async ({ body }) => {
    const session = await requireActiveSession();
    session.locked = true;
    session.lockHash = hashLockPassword(body.password);
    await session.save();
    return ok({ locked: true });
  },
  { body: lockBodySchema },
);
