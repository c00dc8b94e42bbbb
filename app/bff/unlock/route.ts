import { z } from 'zod';
import { LOCK_PASSWORD_MAX } from '@/lib/auth/lock-rules';
import { withBff, ok } from '@/lib/bff/with-bff';
import { verifyLockPassword } from '@/lib/auth/lock-password';
import { clearUnlockFailures, recordUnlockFailure, unlockTriesLeft } from '@/lib/auth/unlock-failures';
import { signOut } from '@/lib/bff/logout';
import { sessionLimits } from '@/lib/session';
import { fillMessage } from '@/lib/i18n/fill-message';
import zh from '@/messages/zh.json';
import en from '@/messages/en.json';

export const dynamic = 'force-dynamic';

const unlockBodySchema = z.object({ password: z.string().min(1).max(LOCK_PASSWORD_MAX) });

// POST /bff/unlock — unlocks with the lock password; a wrong one answers 400 with the tries left, the last one signs out.
export const POST = withBff(
  async ({ body, locale, activeSession }) => {
    const session = await activeSession();
    if (!session.locked) return ok({ locked: false });
    const texts = (locale === 'en' ? en : zh).lock;
    const signedOut = async () => {
      await signOut(session);
      return Response.json({ code: 401, success: false, msg: fillMessage(texts.signedOut, {}), data: null }, { status: 401 });
    };
    // Tries already used up (on this instance or another): no password is checked any more.
    if ((await unlockTriesLeft(session)) === 0) return signedOut();
    if (!verifyLockPassword(body.password, session.lockHash)) {
      const triesLeft = await recordUnlockFailure(session, sessionLimits().maxMs);
      if (triesLeft === 0) return signedOut();
      const msg = fillMessage(texts.wrongPasswordTries, { left: triesLeft });
      return Response.json({ code: 400, success: false, msg, data: { triesLeft } }, { status: 400 });
    }
    await clearUnlockFailures(session);
    session.locked = false;
    delete session.lockHash;
    await session.save();
    return ok({ locked: false });
  },
  { body: unlockBodySchema },
);
