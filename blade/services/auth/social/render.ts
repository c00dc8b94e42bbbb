import crypto from 'node:crypto';
import type { Context } from '../../../http/router';
import { ServiceError } from '../../../http/envelope';
import { socialSource, STATE_TTL_MS } from './sources';

/**
 * GET /blade-auth/oauth/render/<source>[?state=] — BladeX's SocialController.renderAuth: remembers the
 * state (JustAuth's state cache) and redirects to the provider's authorize page. A caller-chosen state
 * is kept (the BFF binds it to the browser); otherwise one is generated.
 */
export function renderAuth(sourceName: string) {
  return (ctx: Context) => {
    const source = socialSource(sourceName);
    if (!source) throw new ServiceError('未找到第三方登录配置', 404);
    const requested = ctx.query.get('state') ?? '';
    const state = /^[\w-]{16,128}$/.test(requested) ? requested : crypto.randomBytes(16).toString('hex');
    const now = Date.now();
    ctx.db.prepare('DELETE FROM social_auth_state WHERE expires_at < ?').run(now);
    ctx.db
      .prepare('INSERT OR REPLACE INTO social_auth_state (state, source, expires_at) VALUES (?, ?, ?)')
      .run(state, source.name, now + STATE_TTL_MS);
    const params = new URLSearchParams({ response_type: 'code', client_id: 'saber', redirect_uri: source.redirectUri, state });
    return { status: 302, body: Buffer.alloc(0), headers: { location: `${source.authorizeUrl}?${params}`, 'cache-control': 'no-store' } };
  };
}
