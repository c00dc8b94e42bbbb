import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import type { BladeUser } from '../../auth/blade-user';
import { pageParams, page } from '../../crud/paging';
import type { Actor } from './engine';
import { BLADE_MESSAGES, missingParameter } from '../../../domain/blade-messages';

export function caller(ctx: Context): BladeUser {
  if (!ctx.user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  return ctx.user;
}

export function actorOf(user: BladeUser): Actor {
  return {
    tenantId: user.tenantId,
    userId: user.userId,
    roleAliases: user.roleName
      .split(',')
      .map((alias) => alias.trim())
      .filter(Boolean),
  };
}

/** A required query parameter, with Spring's message when it is missing. */
export function required(ctx: Context, name: string): string {
  const value = (ctx.query.get(name) ?? '').trim();
  if (!value) throw new ServiceError(missingParameter(name));
  return value;
}

/** Pages an in-memory list (the engine's lists are small and filtered in code). */
export function pageOf<T>(ctx: Context, records: T[]) {
  const { current, size } = pageParams(ctx.query);
  return page(records.slice((current - 1) * size, current * size), records.length, current, size);
}

/** `name` filter: a case-insensitive substring of the given text. */
export const matches = (filter: string | null, text: string) => !filter || text.toLowerCase().includes(filter.trim().toLowerCase());
