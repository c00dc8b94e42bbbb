import { Router } from './http/router';
import { getCaptcha } from './services/auth/captcha';
import { postToken } from './services/auth/token';
import { clearCache, logout, uploadClientLogs, userInfo } from './services/auth/session-endpoints';
import { buttons, routes as menuRoutes, topMenu } from './services/system/menu';
import { tenantInfo } from './services/system/tenant-info';
import { info } from './services/user/info';
import { registerGuest } from './services/user/register-guest';
import { dictionary } from './services/system/dict-lookup';
import { registerCrud } from './crud/controller';
import { crudTables } from './tables';

/** Every endpoint the service answers, by full gateway path (service segment included). */
export function buildRouter(): Router {
  const router = new Router()
    .post('/blade-auth/oauth/token', postToken)
    .get('/blade-auth/oauth/captcha', getCaptcha)
    .get('/blade-auth/oauth/logout', logout)
    .post('/blade-auth/oauth/logout', uploadClientLogs)
    .get('/blade-auth/oauth/user-info', userInfo)
    .get('/blade-auth/oauth/clear-cache', clearCache)
    .get('/blade-system/tenant/info', tenantInfo)
    .get('/blade-system/menu/routes', menuRoutes)
    .get('/blade-system/menu/buttons', buttons)
    .get('/blade-system/menu/top-menu', topMenu)
    .get('/blade-user/info', info)
    .post('/blade-user/register-guest', registerGuest)
    .get('/blade-system/dict/dictionary', dictionary('blade_dict'))
    .get('/blade-system/dict-biz/dictionary', dictionary('blade_dict_biz'));
  for (const { def, hooks } of crudTables) registerCrud(router, def, hooks);
  return router;
}
