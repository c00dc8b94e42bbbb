import type { Router } from '../../http/router';
import { grantTopTree, grantTree, menuLazyMenuList, roleTreeKeys, topTreeKeys } from './grant-tree';
import { roleGrant, topMenuGrant } from './role-grant';
import { platformDetail, resetPassword, unlockUsers, updatePlatform, userGrant } from './user-actions';
import { tenantDatasource, tenantSetting, tenantSubmit, tenantSubmitPolicy } from './tenant-actions';
import { read, write } from '../../http/policy';

/** The user screen's toolbar actions aim at the accounts in `userIds`. */
const USERS = { table: 'blade_user', param: 'userIds' };

/**
 * System administration beyond plain CRUD: the grant dialogs of roles and top menus, the user
 * screen's actions and tenant provisioning. Registered after the generic controllers, so the
 * tenant submit here (which provisions a new tenant) replaces the plain one.
 */
export function registerSystemAdminRoutes(router: Router): void {
  router
    .get('/blade-system/menu/grant-tree', grantTree, read())
    .get('/blade-system/menu/role-tree-keys', roleTreeKeys, read('role'))
    .get('/blade-system/menu/grant-top-tree', grantTopTree, read())
    .get('/blade-system/menu/top-tree-keys', topTreeKeys, read('topmenu'))
    .get('/blade-system/menu/lazy-menu-list', menuLazyMenuList, read('menu'))
    .post('/blade-system/role/grant', roleGrant, write(['role_grant'], { target: { table: 'blade_role', param: 'roleIds' } }))
    .post(
      '/blade-system/topmenu/grant',
      topMenuGrant,
      write(['topmenu_grant'], { target: { table: 'blade_top_menu', param: 'topMenuIds' } }),
    )
    .post('/blade-user/grant', userGrant, write(['user_role'], { target: USERS, refs: { roleIds: 'blade_role' } }))
    .post('/blade-user/reset-password', resetPassword, write(['user_reset'], { target: USERS }))
    .post('/blade-user/unlock', unlockUsers, write(['user_unlock'], { target: USERS }))
    .get('/blade-user/platform-detail', platformDetail, read('user_platform'))
    .post('/blade-user/update-platform', updatePlatform, write(['user_platform'], { target: { table: 'blade_user', param: 'userId' } }))
    .post('/blade-system/tenant/submit', tenantSubmit(), tenantSubmitPolicy)
    .post(
      '/blade-system/tenant/setting',
      tenantSetting,
      write(['tenant_setting'], { platformOnly: true, target: { table: 'blade_tenant', param: 'ids' } }),
    )
    .post(
      '/blade-system/tenant/datasource',
      tenantDatasource,
      write(['tenant_datasource'], { platformOnly: true, history: { table: 'blade_tenant', param: 'tenantId', column: 'tenant_id' } }),
    );
}
