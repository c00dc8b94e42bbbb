import { z } from 'zod';
import { LOCK_PASSWORD_MAX } from '@/lib/auth/lock-rules';
import { withBff, ok } from '@/lib/bff/with-bff';
import { requireActiveSession } from '@/lib/bff/require-session';
import { verifyLockPassword } from '@/lib/auth/lock-password';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';

export const dynamic = 'force-dynamic';

const unlockBodySchema = z.object({ password: z.string().min(1).max(LOCK_PASSWORD_MAX) });

// POST /bff/unlock — unlocks with the lock password; a wrong one answers 400 with a readable message.
export const POST = withBff(
  async ({ body, locale }) => {
    const session = await requireActiveSession();
    if (!session.locked) return ok({ locked: false });
    if (!verifyLockPassword(body.password, session.lockHash)) {
      const msg = (locale === 'en' ? en : zh).lock.wrongPassword;
      return Response.json({ code: 400, success: false, msg, data: null }, { status: 400 });
    }
    session.locked = false;
    delete session.lockHash;
    await session.save();
    return ok({ locked: false });
  },
  { body: unlockBodySchema },
);
