import type { Router } from '../../http/router';
import { corpGet, corpUnbind, getCorpMemberList, getOpenIdList } from './endpoints';
import { refuseAsActor, signAsActor, signTaskForActor } from './signing-page';
import { fadadaCallback } from './fadada-callback';

/** The e-sign service (`fasc`): the platform's signing identities, the local provider's signing page and FaDaDa's event callback. */
export function registerEsignRoutes(router: Router): void {
  router
    .get('/fasc/getOpenIdList', getOpenIdList)
    .get('/fasc/getCorpMemberList', getCorpMemberList)
    .post('/fasc/corpGet', corpGet)
    .post('/fasc/corpUnbind', corpUnbind)
    .get('/fasc/esign/task', signTaskForActor)
    .post('/fasc/esign/sign', signAsActor)
    .post('/fasc/esign/refuse', refuseAsActor)
    .post('/fasc/esign/callback', fadadaCallback);
}
