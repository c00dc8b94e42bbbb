import { z } from 'zod';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { isStorageLink } from '../resource/storage-link';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/** What a user may change about themselves; role, dept, tenant, account and password are not among it. */
const updateInfoSchema = z.object({
  avatar: z
    .string()
    .trim()
    .max(500)
    .refine((link) => isStorageLink(link), '头像只能使用本平台存储的图片')
    .optional(),
  name: z.string().trim().max(20, '昵称不能超过20个字符').optional(),
  realName: z.string().trim().min(1, '请输入姓名').max(10, '姓名不能超过10个字符').optional(),
  phone: z.string().trim().max(45).optional(),
  email: z.union([z.literal(''), z.string().trim().max(45).email('邮箱格式不正确')]).optional(),
});

const COLUMNS = { avatar: 'avatar', name: 'name', realName: 'real_name', phone: 'phone', email: 'email' } as const;

/**
 * POST /blade-user/update-info (JSON User) — BladeX updates the record by the body's id; here it is
 * always the caller's own record in the caller's tenant, whatever id the body names.
 */
export function updateInfo(ctx: Context) {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  const parsed = updateInfoSchema.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0]?.message ?? BLADE_MESSAGES.invalidParameters);
  const changes = Object.entries(parsed.data).filter(([, value]) => value !== undefined) as [keyof typeof COLUMNS, string][];
  if (changes.length === 0) return R.status(true);
  const sets = changes.map(([field]) => `${COLUMNS[field]} = ?`).join(', ');
  const result = ctx.db
    .prepare(`UPDATE blade_user SET ${sets}, update_user = ?, update_time = ? WHERE id = ? AND tenant_id = ? AND is_deleted = 0`)
    .run(...changes.map(([, value]) => value), ctx.user.userId, formatDateTime(), ctx.user.userId, ctx.user.tenantId);
  return R.status(result.changes === 1);
}
