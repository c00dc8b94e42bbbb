import type { Router } from '../../http/router';
import { approveUserAuth, rejectUserAuth, verifyUserAuth } from './user-auth';
import { approveLogisticsBase, rejectLogisticsBase } from './logistics-base';
import { prospectToReal } from './prospects';
import { updatePassinQuantity } from './reported-volume';
import { upOrder } from './ocean-order';
import { saveSupplyDemandImage } from './supply-demand-images';

/** The grain desk's review workflows (state machines in machines.ts). */
export function registerDeskRoutes(router: Router): void {
  router
    .post('/blade-tradePort/userauth/approve', approveUserAuth)
    .post('/blade-tradePort/userauth/reject', rejectUserAuth)
    .post('/blade-tradePort/userauth/verification', verifyUserAuth)
    .post('/blade-user/intendedcustomers/toReal', prospectToReal)
    .post('/blade-tradePort/logisticsbase/approve', approveLogisticsBase)
    .post('/blade-tradePort/logisticsbase/reject', rejectLogisticsBase)
    .post('/blade-order/reportedvolumedetail/updatePassinQuantity', updatePassinQuantity)
    .get('/tradePort/oceanorder/upOrder', upOrder)
    .post('/blade-supplyDemand/supplyDemandImg/save', saveSupplyDemandImage);
}
