import type { Router } from '../../http/router';
import { corpGet, corpUnbind, getCorpMemberList, getOpenIdList } from './endpoints';
import { refuseAsActor, signAsActor, signTaskForActor } from './signing-page';
import { fadadaCallback } from './fadada-callback';
import { PUBLIC, read, write } from '../../http/policy';

/** The e-sign service (`fasc`): the platform's signing identities, the local provider's signing page and FaDaDa's event callback. */
export function registerEsignRoutes(router: Router): void {
  router
    .get('/fasc/getOpenIdList', getOpenIdList, read('fasccorp'))
    .get('/fasc/getCorpMemberList', getCorpMemberList, read('fasccorp_members'))
    .post('/fasc/corpGet', corpGet, write(['fasccorp_info']))
    .post(
      '/fasc/corpUnbind',
      corpUnbind,
      write(['fasccorp_unbind'], { history: { table: 'fasc_openid', param: 'openCorpId', column: 'open_id' } }),
    )
    .get('/fasc/esign/task', signTaskForActor, PUBLIC)
    .post('/fasc/esign/sign', signAsActor, PUBLIC)
    .post('/fasc/esign/refuse', refuseAsActor, PUBLIC)
    .post('/fasc/esign/callback', fadadaCallback, PUBLIC);
}
