import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { userVO } from './user-vo';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// GET /blade-user/info — the caller's own UserVO.
export function info(ctx: Context) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const row = ctx.db.prepare('SELECT * FROM blade_user WHERE id = ? AND is_deleted = 0').get(ctx.user.userId) as
    | Record<string, unknown>
    | undefined;
  return R.data(row ? userVO(ctx.db, row) : null);
}
