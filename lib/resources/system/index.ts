import type { ResourceDef } from '../define-resource';
import { param } from './param';
import { user } from './user';
import { role } from './role';
import { dept } from './dept';
import { post } from './post';
import { menu } from './menu';
import { topmenu } from './topmenu';
import { tenant } from './tenant';
import { client } from './client';
import { dict, dictbiz } from './dict';
import { region } from './region';
import { apiScope, dataScope } from './scope';
import { attach, oss, sms } from './resource';
import { code, datasource } from './develop';
import { logApi, logError, logUsual } from './logs';

/** System administration: users, roles, departments, menus, tenants, dictionaries, logs, resources, tools. */
export const systemResources: ResourceDef[] = [
  param,
  user,
  role,
  dept,
  post,
  menu,
  topmenu,
  tenant,
  client,
  dict,
  dictbiz,
  region,
  dataScope,
  apiScope,
  oss,
  sms,
  attach,
  code,
  datasource,
  logUsual,
  logApi,
  logError,
];
