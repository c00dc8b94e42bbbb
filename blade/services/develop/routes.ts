import type { Router } from '../../http/router';
import { genCode } from './gen-code';
import { write } from '../../http/policy';

/** Generating code reads the platform's tables: 代码生成's button, the platform administrator only. */
const GEN_CODE = write(['code_gen'], { platformOnly: true });

/** blade-develop endpoints beyond CRUD and copy: the code archive (Saber posts; a download link gets). */
export function registerDevelopRoutes(router: Router): void {
  router.post('/blade-develop/code/gen-code', genCode, GEN_CODE).get('/blade-develop/code/gen-code', genCode, GEN_CODE);
}
