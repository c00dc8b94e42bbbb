import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { requireCode } from '../../crud/permissions';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// POST /blade-develop/code/copy?id= — CodeController.copy: the same configuration saved again as "<codeName>-copy".
export function copyCode(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'code_copy');
  const source = ctx.db.prepare('SELECT * FROM blade_code WHERE id = ? AND is_deleted = 0').get(ctx.query.get('id') ?? '') as
    | Record<string, unknown>
    | undefined;
  if (!source) throw new ServiceError(BLADE_MESSAGES.missingId);
  const row: Record<string, unknown> = { ...source, id: nextId(), code_name: `${source.code_name}-copy` };
  const keys = Object.keys(row);
  ctx.db
    .prepare(`INSERT INTO blade_code (${keys.join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`)
    .run(...keys.map((key) => row[key]));
  return R.status(true);
}
