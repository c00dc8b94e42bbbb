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
import { listViews, removeViews, setDefaultView, submitView } from './services/user/saved-views';
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
import {
  classificationSellist,
  goodsSellist,
  goodsspecificationSellist,
  orderdetailByOrderNo,
  orderpickupdetailListDetail,
} from './services/trade/lists';
import { userSave } from './services/system/user-save';
import { roleList, roleTree, roleTreeById } from './services/system/role-endpoints';
import { deptLazyList, deptLazyTree, deptList, deptTree } from './services/system/dept-endpoints';
import { postSelect } from './services/system/post-select';
import { menuLazyList, menuList, menuTree } from './services/system/menu-endpoints';
import { dictEndpointsBiz, dictEndpointsSystem } from './services/system/dict-endpoints';
import {
  regionDetail,
  regionLazyList,
  regionLazyTree,
  regionList,
  regionListAll,
  regionRemove,
  regionSelect,
  regionSubmit,
} from './services/system/region';
import { copyCode } from './services/system/code-copy';
import {
  confirmOrder,
  depositDeduction,
  depositRelease,
  djList,
  financeCancelOrder,
  financialDetermination,
  orderBalance,
  pickUpSave,
  returnOrder,
  settlePickup,
  verification,
} from './services/trade/pickup-actions';
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
import { registerOrderFromGoodsRoutes } from './services/trade/order-from-goods-routes';
import { registerTradeLedgerRoutes } from './services/trade/ledger-routes';
import { registerSystemAdminRoutes } from './services/system/admin-routes';
import { registerResourceRoutes } from './services/resource/routes';
import { registerDevelopRoutes } from './services/develop/routes';
import { registerDeskRoutes } from './services/desk/routes';
import { registerInspectionRoutes } from './services/inspection/routes';
import { registerFinanceRoutes } from './services/finance/routes';
import { PUBLIC, SIGNED_IN, read, write } from './http/policy';
import { userSavePolicy } from './tables/system/user';

/** The pick-up actions aim at one pick-up (`id`) or several (`ids`) of the caller's tenant. */
const PICKUP = { target: { table: 'tp_orderpickup', param: 'id' } };
const PICKUPS = { target: { table: 'tp_orderpickup', param: 'ids' } };
/** The order actions name their order by number; its change history follows it that way. */
const ORDER = { history: { table: 'tp_order', param: 'orderNo', column: 'order_no' } };

/**
 * Every endpoint the service answers, by full gateway path (service segment included).
 * `dataDir` is where uploaded files are kept (the local OSS).
 */
export function buildRouter(dataDir = './data'): Router {
  const router = new Router()
    .post('/blade-auth/oauth/token', postToken, PUBLIC)
    .get('/blade-auth/oauth/captcha', getCaptcha, PUBLIC)
    .get('/blade-auth/oauth/logout', logout, SIGNED_IN)
    .post('/blade-auth/oauth/logout', uploadClientLogs, SIGNED_IN)
    .get('/blade-auth/oauth/user-info', userInfo, PUBLIC)
    .get('/blade-auth/oauth/clear-cache', clearCache, PUBLIC)
    .get('/blade-system/tenant/info', tenantInfo, PUBLIC)
    .get('/blade-system/menu/routes', menuRoutes, PUBLIC)
    .get('/blade-system/menu/buttons', buttons, SIGNED_IN)
    .get('/blade-system/menu/top-menu', topMenu, PUBLIC)
    .get('/blade-user/info', info, SIGNED_IN)
    .post('/blade-user/register-guest', registerGuest, PUBLIC)
    .post('/blade-user/update-info', updateInfo, SIGNED_IN)
    .post('/blade-user/update-password', updatePassword, SIGNED_IN)
    // The caller's own saved grid views (a user-preferences table this service keeps; Blade has none).
    .get('/blade-user/view/list', listViews, SIGNED_IN)
    .post('/blade-user/view/submit', submitView, SIGNED_IN)
    .post('/blade-user/view/default', setDefaultView, SIGNED_IN)
    .post('/blade-user/view/remove', removeViews, SIGNED_IN)
    .get('/blade-user/audit-page', auditPage, read('useraudit'))
    .post('/blade-user/audit-pass', auditPass, write(['useraudit_pass'], { target: { table: 'blade_user', param: 'userIds' } }))
    .post('/blade-user/audit-refuse', auditRefuse, write(['useraudit_refuse'], { target: { table: 'blade_user', param: 'userIds' } }))
    .get('/blade-auth/oauth/render/local', renderAuth('local'), PUBLIC)
    .post('/blade-auth/oauth/local/authorize', localAuthorize, PUBLIC)
    .get('/blade-system/dict/dictionary', dictionary('blade_dict'), read())
    .get('/blade-system/dict-biz/dictionary', dictionary('blade_dict_biz'), read())
    .get('/blade-tradePort/financialdetails/statisticsFinancial', statisticsFinancial, read('financialdetails'))
    .get('/blade-tradePort/financialStatements/depositList', depositList, read('financialstatements'))
    .get('/blade-tradePort/upcominglog/threeDayList', threeDayList, read('upcominglog'))
    .post('/go-easy/imhistory/messageAsRead', messageAsRead, SIGNED_IN)
    .post('/blade-tradePort/category', saveCategory, write(['category_add'], { history: { table: 'tp_category' } }))
    .add('PUT', '/blade-tradePort/category', updateCategory, write(['category_edit'], { target: { table: 'tp_category', param: 'id' } }))
    .get('/blade-tradePort/category/tree', categoryTree, read())
    .get('/blade-tradePort/category/lazy-list', categoryLazyList, read('category'))
    .get('/blade-tradePort/classification/sellist', classificationSellist, read('classification'))
    .get('/blade-tradePort/goods/sellist', goodsSellist, read('goods'))
    .get('/blade-tradePort/goodsspecification/sellist', goodsspecificationSellist, read('goodsspecification'))
    .post(
      '/blade-tradePort/goods/saveGoodsAndProduct',
      saveGoodsAndProduct,
      write([['goods_add', 'goodsadd_save']], { history: { table: 'tp_goods' } }),
    )
    .post(
      '/blade-tradePort/goods/updateGoodsAndProduct',
      updateGoodsAndProduct,
      write([['goods_edit', 'goodsadd_update']], { target: { table: 'tp_goods', param: 'id' } }),
    )
    .post('/blade-tradePort/goods/goodsDetail', goodsDetail, read('goods'))
    .post('/blade-tradePort/goods/goodsOnSale', goodsOnSale, write(['goods_onsale'], { target: { table: 'tp_goods', param: 'id' } }))
    .post('/blade-tradePort/product/updateSku', updateSku, write(['product_sku'], { history: { table: 'tp_product', param: 'id' } }))
    .get('/blade-tradePort/tbspecification/category/{id}', specificationsByCategory, read('tbspecification'))
    .post(
      '/blade-tradePort/financeloanapplication/distribution',
      loanDistribution,
      write(['financeloanapplication_distribute'], { target: { table: 'tp_financeloanapplication', param: 'id' } }),
    )
    .get('/blade-tradePort/financeloanapplication/firstPartyName', loanFirstPartyName, read('financeloanapplication'))
    .get('/blade-tradePort/orderdetail/detailByOrderNo', orderdetailByOrderNo, read('orderdetail'))
    .get('/blade-order/orderpickupdetail/listDetail', orderpickupdetailListDetail, read('orderpickupdetail'))
    // Order and pick-up workflows (state machines in services/trade/workflow/machines.ts).
    .post('/blade-tradePort/order/updateOrderPrice', updateOrderPrice, write(['order_price'], ORDER))
    .post('/blade-tradePort/order/exchangeSave', exchangeSave, write(['order_exchange'], ORDER))
    .post('/blade-tradePort/order/generateContract', generateContract, write(['order_contract'], ORDER))
    .post('/blade-tradePort/orderdetail/confirmation', confirmLines, write(['orderdetail_confirm'], ORDER))
    .get('/blade-tradePort/ordercontract/getShortUrl', getShortUrl, read('ordercontract_sign_url'))
    .get('/blade-tradePort/ordercontract/downDocuments', downDocuments, read('ordercontract_download'))
    .get('/blade-tradePort/ordercontract/actors', contractActorList, read('ordercontract'))
    .post('/blade-tradePort/orderpickup/financialDetermination', financialDetermination, write(['orderpickup_finance_confirm'], PICKUP))
    .post('/blade-tradePort/orderpickup/financeCancelOrder', financeCancelOrder, write(['orderpickup_finance_cancel'], PICKUP))
    .post('/blade-tradePort/orderpickup/confirmOrder', confirmOrder, write(['orderpickup_confirm'], PICKUP))
    .post('/blade-tradePort/orderpickup/returnOrder', returnOrder, write(['orderpickup_return'], PICKUP))
    .post('/blade-tradePort/orderpickup/verification', verification, write(['orderpickup_verify'], PICKUP))
    .post('/blade-tradePort/orderpickup/pickUpSave', pickUpSave, write(['orderpickup_add'], { history: { table: 'tp_orderpickup' } }))
    .get('/blade-tradePort/orderpickup/orderBalance', orderBalance, read('orderpickup'))
    .post('/blade-tradePort/orderpickup/orderBalance', settlePickup, write(['orderpickup_balance'], PICKUP))
    .post('/blade-tradePort/orderpickup/depositDeduction', depositDeduction, write(['orderpickup_deduct'], PICKUP))
    .post('/blade-tradePort/orderpickup/depositRelease', depositRelease, write(['orderpickup_release'], PICKUPS))
    .get('/blade-tradePort/orderpickup/djList', djList, read('orderpickup'))
    .post(
      '/blade-order/orderpickupdetail/poundsSave',
      poundsSave,
      write(['orderpickupdetail_pound'], { history: { table: 'tp_orderpickupdetail' } }),
    )
    .post('/blade-user/submit', userSave('submit'), userSavePolicy)
    .post('/blade-user/update', userSave('update'), userSavePolicy)
    .get('/blade-system/role/list', roleList, read('role'))
    .get('/blade-system/role/tree', roleTree, read())
    .get('/blade-system/role/tree-by-id', roleTreeById, read())
    .get('/blade-system/dept/list', deptList, read('dept'))
    .get('/blade-system/dept/lazy-list', deptLazyList, read('dept'))
    .get('/blade-system/dept/tree', deptTree, read())
    .get('/blade-system/dept/lazy-tree', deptLazyTree, read())
    .get('/blade-system/post/select', postSelect, read())
    .get('/blade-system/menu/list', menuList, read('menu'))
    .get('/blade-system/menu/lazy-list', menuLazyList, read('menu'))
    .get('/blade-system/menu/tree', menuTree, read())
    .get('/blade-system/dict/list', dictEndpointsSystem.list, read('dict'))
    .get('/blade-system/dict/parent-list', dictEndpointsSystem.parentList, read('dict'))
    .get('/blade-system/dict/child-list', dictEndpointsSystem.childList, read('dict'))
    .get('/blade-system/dict/tree', dictEndpointsSystem.tree, read())
    .get('/blade-system/dict/parent-tree', dictEndpointsSystem.parentTree, read())
    .get('/blade-system/dict-biz/list', dictEndpointsBiz.list, read('dictbiz'))
    .get('/blade-system/dict-biz/parent-list', dictEndpointsBiz.parentList, read('dictbiz'))
    .get('/blade-system/dict-biz/child-list', dictEndpointsBiz.childList, read('dictbiz'))
    .get('/blade-system/dict-biz/tree', dictEndpointsBiz.tree, read())
    .get('/blade-system/dict-biz/parent-tree', dictEndpointsBiz.parentTree, read())
    .get('/blade-system/region/list', regionList, read('region'))
    .get('/blade-system/region/lazy-tree', regionLazyTree, read())
    .get('/blade-system/region/lazy-list', regionLazyList, read('region'))
    .get('/blade-system/region/detail', regionDetail, read('region'))
    .get('/blade-system/region/select', regionSelect, read())
    .get('/blade-system/region/listAll', regionListAll, read('region'))
    .post(
      '/blade-system/region/submit',
      regionSubmit,
      write([['region_add', 'region_edit']], { history: { table: 'blade_region', param: 'code', column: 'code' } }),
    )
    .post(
      '/blade-system/region/remove',
      regionRemove,
      write(['region_delete'], { history: { table: 'blade_region', param: 'id', column: 'code' } }),
    )
    .post('/blade-develop/code/copy', copyCode, write(['code_copy'], { target: { table: 'blade_code', param: 'id' } }))
    .post('/blade-resource/oss/endpoint/put-file', putFile(dataDir), SIGNED_IN)
    .get(FILE_ROUTE, getFile(dataDir), read())
    .get(DEMO_FILE_ROUTE, getDemoFile, read());
  registerFlowRoutes(router);
  registerChatRoutes(router);
  registerEsignRoutes(router);
  registerCozeRoutes(router);
  registerOrderFromGoodsRoutes(router);
  registerTradeLedgerRoutes(router);
  registerResourceRoutes(router);
  registerDevelopRoutes(router);
  registerDeskRoutes(router);
  registerInspectionRoutes(router);
  registerFinanceRoutes(router);
  for (const { def, hooks } of crudTables) registerCrud(router, def, hooks);
  registerSystemAdminRoutes(router);
  return router;
}
