import { Router } from './http/router';
import { getCaptcha } from './services/auth/captcha';
import { postToken } from './services/auth/token';
import { clearCache, logout, uploadClientLogs, userInfo } from './services/auth/session-endpoints';
import { buttons, routes as menuRoutes, topMenu } from './services/system/menu';
import { tenantInfo } from './services/system/tenant-info';
import { info } from './services/user/info';
import { registerGuest } from './services/user/register-guest';
import { updateInfo } from './services/user/update-info';
import { updatePassword } from './services/user/update-password';
import { auditPage, auditPass, auditRefuse } from './services/user/audit';
import { renderAuth } from './services/auth/social/render';
import { localAuthorize } from './services/auth/social/local-provider';
import { dictionary } from './services/system/dict-lookup';
import { registerCrud } from './crud/controller';
import { crudTables } from './tables';
import { statisticsFinancial } from './services/business/statistics-financial';
import { depositList } from './services/business/deposit-list';
import { threeDayList } from './services/business/three-day-list';
import { messageAsRead } from './services/business/message-as-read';
import { categoryLazyList, categoryTree, saveCategory, updateCategory } from './services/trade/category';
import { classificationSellist, goodsSellist, goodsspecificationSellist, orderdetailByOrderNo, orderpickupdetailListDetail } from './services/trade/lists';
import { userSave } from './services/system/user-save';
import { roleList, roleTree, roleTreeById } from './services/system/role-endpoints';
import { deptLazyList, deptLazyTree, deptList, deptTree } from './services/system/dept-endpoints';
import { postSelect } from './services/system/post-select';
import { menuLazyList, menuList, menuTree } from './services/system/menu-endpoints';
import { dictEndpointsBiz, dictEndpointsSystem } from './services/system/dict-endpoints';
import { regionDetail, regionLazyList, regionLazyTree, regionList, regionListAll, regionRemove, regionSelect, regionSubmit } from './services/system/region';
import { copyCode } from './services/system/code-copy';
import { confirmOrder, depositDeduction, depositRelease, djList, financeCancelOrder, financialDetermination, orderBalance, pickUpSave, returnOrder, settlePickup, verification } from './services/trade/pickup-actions';
import { poundsSave } from './services/trade/pound-slips';
import { confirmLines, exchangeSave, updateOrderPrice } from './services/trade/order-actions';
import { contractActorList, downDocuments, generateContract, getShortUrl } from './services/trade/contract-signing';
import { FILE_ROUTE, getFile, putFile } from './services/resource/local-oss';
import { DEMO_FILE_ROUTE, getDemoFile } from './services/resource/demo-files';
import { goodsDetail, goodsOnSale, saveGoodsAndProduct, updateGoodsAndProduct } from './services/trade/goods-product';
import { updateSku } from './services/trade/product-sku';
import { specificationsByCategory } from './services/trade/specification-by-category';
import { loanDistribution, loanFirstPartyName } from './services/finance/loan-distribution';
import { registerFlowRoutes } from './services/flow/routes';
import { registerChatRoutes } from './services/chat/routes';
import { registerEsignRoutes } from './services/esign/routes';
import { registerCozeRoutes } from './services/coze/routes';
import { registerJourneyRoutes } from './services/journey/routes';
import { registerSystemAdminRoutes } from './services/system/admin-routes';
import { registerResourceRoutes } from './services/resource/routes';
import { registerDevelopRoutes } from './services/develop/routes';
import { registerDeskRoutes } from './services/desk/routes';
import { registerInspectionRoutes } from './services/inspection/routes';
import { registerFinanceRoutes } from './services/finance/routes';

/**
 * Every endpoint the service answers, by full gateway path (service segment included).
 * `dataDir` is where uploaded files are kept (the local OSS).
 */
export function buildRouter(dataDir = './data'): Router {
  const router = new Router()
    .post('/blade-auth/oauth/token', postToken)
    .get('/blade-auth/oauth/captcha', getCaptcha)
    .get('/blade-auth/oauth/logout', logout)
    .post('/blade-auth/oauth/logout', uploadClientLogs)
    .get('/blade-auth/oauth/user-info', userInfo)
    .get('/blade-auth/oauth/clear-cache', clearCache)
    .get('/blade-system/tenant/info', tenantInfo)
    .get('/blade-system/menu/routes', menuRoutes)
    .get('/blade-system/menu/buttons', buttons)
    .get('/blade-system/menu/top-menu', topMenu)
    .get('/blade-user/info', info)
    .post('/blade-user/register-guest', registerGuest)
    .post('/blade-user/update-info', updateInfo)
    .post('/blade-user/update-password', updatePassword)
    .get('/blade-user/audit-page', auditPage)
    .post('/blade-user/audit-pass', auditPass)
    .post('/blade-user/audit-refuse', auditRefuse)
    .get('/blade-auth/oauth/render/local', renderAuth('local'))
    .post('/blade-auth/oauth/local/authorize', localAuthorize)
    .get('/blade-system/dict/dictionary', dictionary('blade_dict'))
    .get('/blade-system/dict-biz/dictionary', dictionary('blade_dict_biz'))
    .get('/blade-tradePort/financialdetails/statisticsFinancial', statisticsFinancial)
    .get('/blade-tradePort/financialStatements/depositList', depositList)
    .get('/blade-tradePort/upcominglog/threeDayList', threeDayList)
    .post('/go-easy/imhistory/messageAsRead', messageAsRead)
    .post('/blade-tradePort/category', saveCategory)
    .add('PUT', '/blade-tradePort/category', updateCategory)
    .get('/blade-tradePort/category/tree', categoryTree)
    .get('/blade-tradePort/category/lazy-list', categoryLazyList)
    .get('/blade-tradePort/classification/sellist', classificationSellist)
    .get('/blade-tradePort/goods/sellist', goodsSellist)
    .get('/blade-tradePort/goodsspecification/sellist', goodsspecificationSellist)
    .post('/blade-tradePort/goods/saveGoodsAndProduct', saveGoodsAndProduct)
    .post('/blade-tradePort/goods/updateGoodsAndProduct', updateGoodsAndProduct)
    .post('/blade-tradePort/goods/goodsDetail', goodsDetail)
    .post('/blade-tradePort/goods/goodsOnSale', goodsOnSale)
    .post('/blade-tradePort/product/updateSku', updateSku)
    .get('/blade-tradePort/tbspecification/category/{id}', specificationsByCategory)
    .post('/blade-tradePort/financeloanapplication/distribution', loanDistribution)
    .get('/blade-tradePort/financeloanapplication/firstPartyName', loanFirstPartyName)
    .get('/blade-tradePort/orderdetail/detailByOrderNo', orderdetailByOrderNo)
    .get('/blade-order/orderpickupdetail/listDetail', orderpickupdetailListDetail)
    // Order and pick-up workflows (state machines in services/trade/workflow/machines.ts).
    .post('/blade-tradePort/order/updateOrderPrice', updateOrderPrice)
    .post('/blade-tradePort/order/exchangeSave', exchangeSave)
    .post('/blade-tradePort/order/generateContract', generateContract)
    .post('/blade-tradePort/orderdetail/confirmation', confirmLines)
    .get('/blade-tradePort/ordercontract/getShortUrl', getShortUrl)
    .get('/blade-tradePort/ordercontract/downDocuments', downDocuments)
    .get('/blade-tradePort/ordercontract/actors', contractActorList)
    .post('/blade-tradePort/orderpickup/financialDetermination', financialDetermination)
    .post('/blade-tradePort/orderpickup/financeCancelOrder', financeCancelOrder)
    .post('/blade-tradePort/orderpickup/confirmOrder', confirmOrder)
    .post('/blade-tradePort/orderpickup/returnOrder', returnOrder)
    .post('/blade-tradePort/orderpickup/verification', verification)
    .post('/blade-tradePort/orderpickup/pickUpSave', pickUpSave)
    .get('/blade-tradePort/orderpickup/orderBalance', orderBalance)
    .post('/blade-tradePort/orderpickup/orderBalance', settlePickup)
    .post('/blade-tradePort/orderpickup/depositDeduction', depositDeduction)
    .post('/blade-tradePort/orderpickup/depositRelease', depositRelease)
    .get('/blade-tradePort/orderpickup/djList', djList)
    .post('/blade-order/orderpickupdetail/poundsSave', poundsSave)
    .post('/blade-user/submit', userSave('submit'))
    .post('/blade-user/update', userSave('update'))
    .get('/blade-system/role/list', roleList)
    .get('/blade-system/role/tree', roleTree)
    .get('/blade-system/role/tree-by-id', roleTreeById)
    .get('/blade-system/dept/list', deptList)
    .get('/blade-system/dept/lazy-list', deptLazyList)
    .get('/blade-system/dept/tree', deptTree)
    .get('/blade-system/dept/lazy-tree', deptLazyTree)
    .get('/blade-system/post/select', postSelect)
    .get('/blade-system/menu/list', menuList)
    .get('/blade-system/menu/lazy-list', menuLazyList)
    .get('/blade-system/menu/tree', menuTree)
    .get('/blade-system/dict/list', dictEndpointsSystem.list)
    .get('/blade-system/dict/parent-list', dictEndpointsSystem.parentList)
    .get('/blade-system/dict/child-list', dictEndpointsSystem.childList)
    .get('/blade-system/dict/tree', dictEndpointsSystem.tree)
    .get('/blade-system/dict/parent-tree', dictEndpointsSystem.parentTree)
    .get('/blade-system/dict-biz/list', dictEndpointsBiz.list)
    .get('/blade-system/dict-biz/parent-list', dictEndpointsBiz.parentList)
    .get('/blade-system/dict-biz/child-list', dictEndpointsBiz.childList)
    .get('/blade-system/dict-biz/tree', dictEndpointsBiz.tree)
    .get('/blade-system/dict-biz/parent-tree', dictEndpointsBiz.parentTree)
    .get('/blade-system/region/list', regionList)
    .get('/blade-system/region/lazy-tree', regionLazyTree)
    .get('/blade-system/region/lazy-list', regionLazyList)
    .get('/blade-system/region/detail', regionDetail)
    .get('/blade-system/region/select', regionSelect)
    .get('/blade-system/region/listAll', regionListAll)
    .post('/blade-system/region/submit', regionSubmit)
    .post('/blade-system/region/remove', regionRemove)
    .post('/blade-develop/code/copy', copyCode)
    .post('/blade-resource/oss/endpoint/put-file', putFile(dataDir))
    .get(FILE_ROUTE, getFile(dataDir))
    .get(DEMO_FILE_ROUTE, getDemoFile);
  registerFlowRoutes(router);
  registerChatRoutes(router);
  registerEsignRoutes(router);
  registerCozeRoutes(router);
  registerJourneyRoutes(router);
  registerResourceRoutes(router);
  registerDevelopRoutes(router);
  registerDeskRoutes(router);
  registerInspectionRoutes(router);
  registerFinanceRoutes(router);
  for (const { def, hooks } of crudTables) registerCrud(router, def, hooks);
  registerSystemAdminRoutes(router);
  return router;
}
