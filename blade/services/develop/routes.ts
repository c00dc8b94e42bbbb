import type { Router } from '../../http/router';
import { genCode } from './gen-code';

/** blade-develop endpoints beyond CRUD and copy: the code archive (Saber posts; a download link gets). */
export function registerDevelopRoutes(router: Router): void {
  router.post('/blade-develop/code/gen-code', genCode).get('/blade-develop/code/gen-code', genCode);
}
