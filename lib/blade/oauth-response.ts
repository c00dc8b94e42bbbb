import { z } from 'zod';
import type { SessionUser } from '../auth/session-data';

/** BladeX's raw token answer (docs/blade-contract.md §5.1), read tolerantly: Blade sends "" or omits what it lacks. */
const text = z.preprocess((value) => (value == null ? '' : String(value)), z.string());

export const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  token_type: text.optional(),
  expires_in: z.coerce.number().optional(),
  tenant_id: text,
  user_id: text,
  account: text.optional(),
  user_name: text,
  nick_name: text.optional(),
  real_name: text.optional(),
  avatar: text.optional(),
  role_id: text.optional(),
  role_name: text.optional(),
  dept_id: text.optional(),
  oauth_id: text.optional(),
});

export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const oauthErrorSchema = z.object({ error: z.string().optional(), error_description: z.string() });

export function sessionUserFrom(token: TokenResponse): SessionUser {
  return {
    userId: token.user_id,
    tenantId: token.tenant_id,
    account: token.account || token.user_name,
    userName: token.user_name,
    nickName: token.nick_name ?? '',
    realName: token.real_name ?? '',
    avatar: token.avatar ?? '',
    roleId: token.role_id ?? '',
    roleName: token.role_name ?? '',
    deptId: token.dept_id ?? '',
    oauthId: token.oauth_id ?? '',
  };
}
