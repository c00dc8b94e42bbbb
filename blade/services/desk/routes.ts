import type { Router } from '../../http/router';
import { approveUserAuth, rejectUserAuth, verifyUserAuth } from './user-auth';
import { approveLogisticsBase, rejectLogisticsBase } from './logistics-base';
import { prospectToReal } from './prospects';
import { updatePassinQuantity } from './reported-volume';
import { upOrder } from './ocean-order';
import { saveSupplyDemandImage } from './supply-demand-images';
import { write } from '../../http/policy';

/** The grain desk's review workflows (state machines in machines.ts). */
export function registerDeskRoutes(router: Router): void {
  router
    .post(
      '/blade-tradePort/userauth/approve',
      approveUserAuth,
      write(['userauth_approve'], { target: { table: 'tp_userauth', param: 'id' } }),
    )
    .post('/blade-tradePort/userauth/reject', rejectUserAuth, write(['userauth_reject'], { target: { table: 'tp_userauth', param: 'id' } }))
    .post(
      '/blade-tradePort/userauth/verification',
      verifyUserAuth,
      write(['userauth_verify'], { target: { table: 'tp_userauth', param: 'id' } }),
    )
    .post(
      '/blade-user/intendedcustomers/toReal',
      prospectToReal,
      write(['intendedcustomers_toreal'], { target: { table: 'tp_intendedcustomers', param: 'id' } }),
    )
    .post(
      '/blade-tradePort/logisticsbase/approve',
      approveLogisticsBase,
      write(['logisticsbase_approve'], { target: { table: 'tp_logisticsbase', param: 'id' } }),
    )
    .post(
      '/blade-tradePort/logisticsbase/reject',
      rejectLogisticsBase,
      write(['logisticsbase_reject'], { target: { table: 'tp_logisticsbase', param: 'id' } }),
    )
    .post(
      '/blade-order/reportedvolumedetail/updatePassinQuantity',
      updatePassinQuantity,
      write(['reportedvolumedetail_passin'], { history: { table: 'tp_reportedvolumedetail', param: 'id' } }),
    )
    .get('/tradePort/oceanorder/upOrder', upOrder, write(['oceanorder_publish'], { target: { table: 'tp_oceanorder', param: 'id' } }))
    .post(
      '/blade-supplyDemand/supplyDemandImg/save',
      saveSupplyDemandImage,
      write(['supplydemand_image'], { history: { table: 'tp_supplydemandimg' } }),
    );
}
