import { z } from 'zod';
import type { Context, Router } from '../../http/router';
import { R, ServiceError, type Reply } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { cozeConfig } from './config';
import { buildCozeJwt, exchangeCozeJwt } from './coze-jwt';
import { checkLocalToken, mintLocalToken } from './local-token';
import { answerLang, matchIntent } from './intents';
import { answer } from './answers';
import { read, write } from '../../http/policy';
import { BLADE_MESSAGES, badParameter, missingParameter } from '../../../domain/blade-messages';

const config = cozeConfig();

/** The button code that shows the assistant; the service checks the same code. */
export const ASSISTANT_CODE = 'desk_assistant';
export const ASSISTANT_PATH = '/blade-api/coze/assistant';
/**
 * `data.reason` of a refused assistant token. The refusal is a 403, not a 401: a 401 means the sign-in itself is
 * refused and ends the session; this one only asks the panel for a new assistant token (lib/assistant/refused-token.ts).
 */
export const ASSISTANT_TOKEN_REFUSED = 'assistant_token_refused';

const MAX_QUESTION = 500;
const askBody = z.object({
  token: z
    .string({ error: missingParameter('token') })
    .min(1, missingParameter('token'))
    .max(2000, badParameter('token')),
  question: z.string({ error: '请输入问题' }).trim().min(1, '请输入问题').max(MAX_QUESTION, `问题不能超过${MAX_QUESTION}个字符`),
  lang: z.enum(['zh', 'en']).optional(),
});

export const tokenRefusal = (msg: string): Reply => ({
  status: 403,
  body: { code: 403, success: false, data: { reason: ASSISTANT_TOKEN_REFUSED }, msg },
});

/**
 * GET /blade-api/coze/getToken: a short-lived token for the assistant panel, `{token, expiresIn, botId, provider,
 * apiBase}`. Local: signed here for the desk assistant below. Coze: a Coze OAuth access token bought with the
 * app's JWT (the private key stays here), the session named after the user.
 */
async function getToken(ctx: Context): Promise<Reply> {
  const user = ctx.user;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  requireCode(ctx.db, user, ASSISTANT_CODE);
  if (config.provider === 'local') {
    const { token, expiresIn } = mintLocalToken({ userId: user.userId, tenantId: user.tenantId });
    return R.data({ token, expiresIn, botId: 'local', provider: 'local', apiBase: ASSISTANT_PATH });
  }
  try {
    const { token, expiresIn } = await exchangeCozeJwt(config, buildCozeJwt(config, `${user.tenantId}:${user.userId}`));
    return R.data({ token, expiresIn, botId: config.botId, provider: 'coze', apiBase: config.apiBase });
  } catch {
    throw new ServiceError('智能助手服务暂不可用，请稍后再试', 502);
  }
}

/**
 * POST /blade-api/coze/assistant `{token, question, lang?}`: the local provider's desk assistant. The token must
 * be one minted for this user and tenant and unexpired (else the token refusal above); the answer's figures come from the tenant's tables.
 */
function ask(ctx: Context): Reply {
  const user = ctx.user;
  if (!user) throw new ServiceError(BLADE_MESSAGES.unauthorized, 401);
  requireCode(ctx.db, user, ASSISTANT_CODE);
  const parsed = askBody.safeParse(ctx.body ?? {});
  if (!parsed.success) throw new ServiceError(parsed.error.issues[0].message);
  const claims = checkLocalToken(parsed.data.token);
  if (claims === 'expired') return tokenRefusal('助手令牌已过期');
  if (claims === 'invalid' || claims.userId !== user.userId || claims.tenantId !== user.tenantId) return tokenRefusal('助手令牌无效');
  const lang = answerLang(parsed.data.question, parsed.data.lang ?? 'zh');
  return R.data(answer(ctx.db, user.tenantId, matchIntent(parsed.data.question), lang));
}

export function registerCozeRoutes(router: Router): void {
  router.get('/blade-api/coze/getToken', getToken, read(ASSISTANT_CODE)).post(ASSISTANT_PATH, ask, write([ASSISTANT_CODE]));
}
