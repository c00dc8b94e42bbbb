import type { Router } from '../../http/router';
import { disputeApplication, reportApplication, retestApplication, sampleApplication } from './applications';
import { write } from '../../http/policy';

const APPLICATION = { target: { table: 'tp_inspectionapplications', param: 'id' } };

/** The inspection request workflow (machine in desk/machines.ts). */
export function registerInspectionRoutes(router: Router): void {
  const base = '/blade-inspection/inspectionapplications';
  router
    .post(`${base}/sample`, sampleApplication, write(['inspectionapplications_sample'], APPLICATION))
    .post(`${base}/report`, reportApplication, write(['inspectionapplications_report'], APPLICATION))
    .post(`${base}/dispute`, disputeApplication, write(['inspectionapplications_dispute'], APPLICATION))
    .post(`${base}/retest`, retestApplication, write(['inspectionapplications_retest'], APPLICATION));
}
