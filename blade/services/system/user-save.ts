import type { Context, Handler } from '../../http/router';
import type { Reply } from '../../http/envelope';
import { nextId } from '../../db/ids';
import { splitIds } from '../shared/rows';
import { userHooks, userTable } from '../../tables/system/user';
import { crudHandler } from './crud-handler';

/** blade_user_dept mirrors dept_id (UserServiceImpl.submitUserDept): the page's deptId filter reads it. */
function syncUserDepts(ctx: Context, userId: string): void {
  const user = ctx.db.prepare('SELECT dept_id FROM blade_user WHERE id = ?').get(userId) as { dept_id: string } | undefined;
  if (!user) return;
  ctx.db.prepare('DELETE FROM blade_user_dept WHERE user_id = ?').run(userId);
  const insert = ctx.db.prepare('INSERT INTO blade_user_dept (id, user_id, dept_id) VALUES (?, ?, ?)');
  for (const deptId of splitIds(user.dept_id)) insert.run(nextId(), userId, deptId);
}

/** The user written by a successful save: the body's id, else the newest live row with the body's account. */
function savedUserId(ctx: Context): string | null {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  if (body.id != null && body.id !== '') return String(body.id);
  const row = ctx.db
    .prepare('SELECT id FROM blade_user WHERE account = ? AND is_deleted = 0 ORDER BY create_time DESC, id DESC LIMIT 1')
    .get(String(body.account ?? '')) as { id: string } | undefined;
  return row?.id ?? null;
}

/** POST /blade-user/submit (create, plain password hashed) and /blade-user/update (no password), then the dept links. */
export function userSave(endpoint: 'submit' | 'update'): Handler {
  const save = crudHandler({ def: userTable, hooks: userHooks }, endpoint, 'POST');
  return (ctx) =>
    ctx.db.transaction(() => {
      const reply = save(ctx) as Reply;
      const userId = (reply.body as { success?: boolean }).success ? savedUserId(ctx) : null;
      if (userId) syncUserDepts(ctx, userId);
      return reply;
    })();
}
