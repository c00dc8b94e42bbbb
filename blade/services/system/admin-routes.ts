import type { Router } from '../../http/router';
import { grantTopTree, grantTree, menuLazyMenuList, roleTreeKeys, topTreeKeys } from './grant-tree';
import { roleGrant, topMenuGrant } from './role-grant';
import { platformDetail, resetPassword, updatePlatform, userGrant } from './user-actions';
import { tenantDatasource, tenantSetting, tenantSubmit } from './tenant-actions';

/**
 * System administration beyond plain CRUD: the grant dialogs of roles and top menus, the user
 * screen's actions and tenant provisioning. Registered after the generic controllers, so the
 * tenant submit here (which provisions a new tenant) replaces the plain one.
 */
export function registerSystemAdminRoutes(router: Router): void {
  router
    .get('/blade-system/menu/grant-tree', grantTree)
    .get('/blade-system/menu/role-tree-keys', roleTreeKeys)
    .get('/blade-system/menu/grant-top-tree', grantTopTree)
    .get('/blade-system/menu/top-tree-keys', topTreeKeys)
    .get('/blade-system/menu/lazy-menu-list', menuLazyMenuList)
    .post('/blade-system/role/grant', roleGrant)
    .post('/blade-system/topmenu/grant', topMenuGrant)
    .post('/blade-user/grant', userGrant)
    .post('/blade-user/reset-password', resetPassword)
    .get('/blade-user/platform-detail', platformDetail)
    .post('/blade-user/update-platform', updatePlatform)
    .post('/blade-system/tenant/submit', tenantSubmit())
    .post('/blade-system/tenant/setting', tenantSetting)
    .post('/blade-system/tenant/datasource', tenantDatasource);
}
