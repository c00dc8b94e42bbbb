import type { Router } from '../../http/router';
import { disputeApplication, reportApplication, retestApplication, sampleApplication } from './applications';

/** The inspection request workflow (machine in desk/machines.ts). */
export function registerInspectionRoutes(router: Router): void {
  const base = '/blade-inspection/inspectionapplications';
  router
    .post(`${base}/sample`, sampleApplication)
    .post(`${base}/report`, reportApplication)
    .post(`${base}/dispute`, disputeApplication)
    .post(`${base}/retest`, retestApplication);
}
