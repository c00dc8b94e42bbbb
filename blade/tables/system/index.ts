import type { CrudTable } from '../crud-table';
import { paramTable } from './param';
import { userHooks, userTable } from './user';
import { roleHooks, roleTable } from './role';
import { deptHooks, deptTable } from './dept';
import { postHooks, postTable } from './post';
import { menuHooks, menuTable } from './menu';
import { topMenuTable } from './top-menu';
import { tenantHooks, tenantTable } from './tenant';
import { clientHooks, clientTable } from './client';
import { dictBizTable, dictBizTableHooks, dictTable, dictTableHooks } from './dict';
import { regionTable } from './region';
import { apiScopeTable, dataScopeTable } from './scope';
import { attachTable, configHooks, ossTable, smsTable } from './resource';
import { codeTable, datasourceTable } from './develop';
import { logApiTable, logErrorTable, logUsualTable } from './logs';

/** System tables served by the generic controller (their extra endpoints: services/system/). */
export const systemTables: CrudTable[] = [
  { def: paramTable },
  { def: userTable, hooks: userHooks },
  { def: roleTable, hooks: roleHooks },
  { def: deptTable, hooks: deptHooks },
  { def: postTable, hooks: postHooks },
  { def: menuTable, hooks: menuHooks },
  { def: topMenuTable },
  { def: tenantTable, hooks: tenantHooks },
  { def: clientTable, hooks: clientHooks },
  { def: dictTable, hooks: dictTableHooks },
  { def: dictBizTable, hooks: dictBizTableHooks },
  { def: regionTable },
  { def: dataScopeTable },
  { def: apiScopeTable },
  { def: ossTable, hooks: configHooks },
  { def: smsTable, hooks: configHooks },
  { def: attachTable },
  { def: codeTable },
  { def: datasourceTable },
  { def: logUsualTable },
  { def: logApiTable },
  { def: logErrorTable },
];
