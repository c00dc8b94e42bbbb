/**
 * The blade_menu seed: every screen of the back-office (docs/spec.md §2, §7) as category-1 menus, each
 * with its category-2 buttons, plus the top menus (blade_top_menu).
 *
 * Conventions (docs/blade-contract.md §6):
 * - Menu codes are the resource name (`param`, `goods`, `orderpickup`); top-level groups of
 *   business screens end in `_mgmt` (their natural name is also a resource: `goods`, `order`…);
 *   Blade's own groups and screens keep BladeX's codes (`desk`, `system`, `flow_model`, `work_todo`,
 *   `log_usual`, `data_scope`…).
 * - Button codes are `<menuCode>_<action>` and are the permission keys the screens test.
 *   alias = the action in kebab case; path = the API the button calls (or a UI path / URL).
 * - Button position: 1 toolbar, 2 row, 3 toolbar and row (delete and batch delete).
 * - `source` is an @mui/icons-material component name for menus, '' for buttons.
 */
import type { MenuSeed } from './types';

/** [action, name, nameEn, path, position, alias?]: a relative path is appended to the screen's API base. */
type Btn = [action: string, name: string, nameEn: string, path: string, position: 1 | 2 | 3, alias?: string];

const add = (path: string): Btn => ['add', '新增', 'Add', path, 1];
const edit = (path: string): Btn => ['edit', '修改', 'Edit', path, 2];
const del = (path: string): Btn => ['delete', '删除', 'Delete', path, 3];
const view = (path: string): Btn => ['view', '查看', 'View', path, 2];

/** The four buttons of a generic list screen (`submit` / `remove` / `detail`), then its extra actions. */
const crud = (...extra: Btn[]): Btn[] => [add('submit'), edit('submit'), del('remove'), view('detail'), ...extra];

function button(menu: string, api: string, [action, name, nameEn, path, position, alias]: Btn, sort: number): MenuSeed {
  const fullPath = path.startsWith('/') || path.startsWith('http') ? path : path === '' ? api : `${api}/${path}`;
  return {
    code: `${menu}_${action}`,
    name,
    nameEn,
    alias: alias ?? action.replace(/_/g, '-'),
    path: fullPath,
    source: '',
    sort,
    category: 2,
    action: position,
    isOpen: 1,
  };
}

/** A screen (category-1 leaf) with its buttons. `api` is the base path of the Blade resource it manages. */
function screen(
  code: string,
  name: string,
  nameEn: string,
  path: string,
  source: string,
  sort: number,
  api: string,
  buttons: Btn[],
): MenuSeed {
  return {
    code,
    name,
    nameEn,
    alias: 'menu',
    path,
    source,
    sort,
    category: 1,
    action: 0,
    isOpen: 1,
    children: buttons.map((b, i) => button(code, api, b, i + 1)),
  };
}

/** A menu that only groups other menus. */
function group(code: string, name: string, nameEn: string, path: string, source: string, sort: number, children: MenuSeed[]): MenuSeed {
  return { code, name, nameEn, alias: 'menu', path, source, sort, category: 1, action: 0, isOpen: 1, children };
}

/** A page outside the app: shown in the frame route (isOpen 1) or opened in a new window (isOpen 2). */
function link(
  code: string,
  name: string,
  nameEn: string,
  url: string,
  source: string,
  sort: number,
  isOpen: 1 | 2,
  remark: string,
): MenuSeed {
  return { code, name, nameEn, alias: 'menu', path: url, source, sort, category: 1, action: 0, isOpen, remark };
}

const TP = '/api/blade-tradePort';
const ORD = '/api/blade-order';
const FIN = '/api/blade-finance';
const INS = '/api/blade-inspection';
const SD = '/api/blade-supplyDemand';
const OCEAN = '/api/tradePort';
const SYS = '/api/blade-system';
const RES = '/api/blade-resource';
const FLOW = '/api/blade-flow';
const FLOW_DESIGNER = 'http://localhost:9999';

const detailAndFollow: Btn[] = [
  ['detail', '详情', 'Details', '/work/process/leave/detail', 2],
  ['follow', '跟踪', 'Track', `${FLOW}/process/history-flow-list`, 2],
];

export const menuSeeds: MenuSeed[] = [
  group('desk', '工作台', 'Workbench', '/desk', 'Dashboard', 1, [
    screen('notice', '通知公告', 'Notices', '/desk/notice', 'Campaign', 1, '/api/blade-desk/notice', crud()),
    screen('upcominglog', '临期提醒', 'Due reminders', '/desk/upcominglog', 'NotificationsActive', 2, `${TP}/upcominglog`, [
      view('list'),
      ['threeday', '近三日', 'Next 3 days', 'threeDayList', 1],
    ]),
    screen('imhistory', '会话记录', 'Chat history', '/desk/imhistory', 'Forum', 3, '/api/go-easy/imhistory', [
      view('detail'),
      del('remove'),
      ['read', '标为已读', 'Mark as read', 'messageAsRead', 2],
    ]),
    // The AI assistant in the top bar (GET /blade-api/coze/getToken), for everyone with the workbench.
    button('desk', '/api/blade-api/coze', ['assistant', '智能助手', 'AI assistant', 'getToken', 1], 9),
  ]),

  group('goods_mgmt', '商品管理', 'Goods', '/tradeport', 'Inventory2', 2, [
    screen('goods', '挂牌商品', 'Listings', '/tradeport/goods', 'Storefront', 1, `${TP}/goods`, [
      add('saveGoodsAndProduct'),
      edit('updateGoodsAndProduct'),
      del('remove'),
      view('goodsDetail'),
      ['onsale', '上架', 'Put on sale', 'goodsOnSale', 2],
    ]),
    screen('goodsadd', '商品维护', 'Goods maintenance', '/tradeport/goods-add', 'PostAdd', 2, `${TP}/goods`, [
      ['save', '保存', 'Save', 'saveGoodsAndProduct', 1],
      ['update', '更新', 'Update', 'updateGoodsAndProduct', 1],
    ]),
    screen('product', '产品管理', 'Products', '/tradeport/product', 'Grass', 3, `${TP}/product`, [
      add('save'),
      edit('update'),
      del('remove'),
      view('detail'),
      ['sku', 'SKU维护', 'Edit SKUs', 'updateSku', 2],
    ]),
    screen('category', '商品品类', 'Categories', '/tradeport/category', 'AccountTree', 4, `${TP}/category`, [
      add(''),
      edit(''),
      del('remove'),
      view('detail'),
    ]),
    screen('classification', '商品类型', 'Goods types', '/tradeport/classification', 'Label', 5, `${TP}/classification`, crud()),
    screen('goodsprice', '商品价格', 'Goods prices', '/tradeport/goodsprice', 'PriceChange', 6, `${TP}/goodsprice`, crud()),
    screen(
      'productwholeprice',
      '批发价格',
      'Wholesale prices',
      '/tradeport/productwholeprice',
      'RequestQuote',
      7,
      `${TP}/productwholeprice`,
      crud(),
    ),
    screen(
      'goodsspecification',
      '商品规格',
      'Specifications',
      '/tradeport/goodsspecification',
      'Straighten',
      8,
      `${TP}/goodsspecification`,
      crud(),
    ),
    screen('tbspecification', '品类规格', 'Category specifications', '/tradeport/tbspecification', 'ListAlt', 9, `${TP}/tbspecification`, [
      add('submit'),
      edit('submit'),
      view('category'),
    ]),
    screen('goodsgallery', '商品图库', 'Goods gallery', '/tradeport/goodsgallery', 'PhotoLibrary', 10, `${TP}/goodsgallery`, crud()),
    screen('goodsissue', '常见问题', 'FAQs', '/tradeport/goodsissue', 'LiveHelp', 11, `${TP}/goodsissue`, crud()),
  ]),

  group('order_mgmt', '订单管理', 'Orders', '/order', 'ShoppingCart', 3, [
    screen(
      'order',
      '交易订单',
      'Trade orders',
      '/order/order',
      'ReceiptLong',
      1,
      `${TP}/order`,
      crud(
        ['price', '调整价格', 'Adjust price', 'updateOrderPrice', 2],
        ['contract', '生成合同', 'Generate contract', 'generateContract', 2],
        ['exchange', '换货', 'Exchange goods', 'exchangeSave', 2],
      ),
    ),
    screen(
      'orderdetail',
      '订单明细',
      'Order lines',
      '/order/orderdetail',
      'Segment',
      2,
      `${TP}/orderdetail`,
      crud(['confirm', '确认', 'Confirm', 'confirmation', 2]),
    ),
    screen(
      'orderpickup',
      '提货单',
      'Pick-up orders',
      '/order/orderpickup',
      'Forklift',
      3,
      `${TP}/orderpickup`,
      crud(
        ['finance_confirm', '财务确认', 'Finance confirm', 'financialDetermination', 2],
        ['confirm', '确认提货', 'Confirm pick-up', 'confirmOrder', 2],
        ['return', '退回', 'Return', 'returnOrder', 2],
        ['finance_cancel', '财务撤销', 'Finance cancel', 'financeCancelOrder', 2],
        ['verify', '核验', 'Verify', 'verification', 2],
        ['deduct', '保证金抵扣', 'Deduct deposit', 'depositDeduction', 2],
        ['balance', '余款结算', 'Settle balance', 'orderBalance', 2],
        ['release', '保证金释放', 'Release deposits', 'depositRelease', 1],
      ),
    ),
    screen('orderpickupdetail', '提货明细', 'Pick-up lines', '/order/orderpickupdetail', 'Scale', 4, `${ORD}/orderpickupdetail`, [
      view('listDetail'),
      ['pound', '磅单录入', 'Weigh slips', 'poundsSave', 2],
    ]),
    screen('ordercontract', '订单合同', 'Order contracts', '/order/ordercontract', 'Handshake', 5, `${TP}/ordercontract`, [
      view('list'),
      ['sign_url', '签署链接', 'Signing link', 'getShortUrl', 2],
      ['download', '下载合同', 'Download', 'downDocuments', 2],
    ]),
    screen('orderfile', '订单附件', 'Order files', '/order/orderfile', 'AttachFile', 6, `${ORD}/orderfile`, [view('list')]),
    screen('reportedvolume', '报量管理', 'Volume reports', '/order/reportedvolume', 'BarChart', 7, `${ORD}/reportedvolume`, crud()),
    screen(
      'reportedvolumedetail',
      '报量明细',
      'Volume report lines',
      '/order/reportedvolumedetail',
      'EventNote',
      8,
      `${ORD}/reportedvolumedetail`,
      [add('submit'), edit('update'), del('remove'), view('detail'), ['passin', '放行数量', 'Pass-in quantity', 'updatePassinQuantity', 2]],
    ),
    screen('logisticsorder', '物流运单', 'Waybills', '/order/logisticsorder', 'Assignment', 9, `${ORD}/logisticsorder`, crud()),
    // 授信额度: a buyer's limit for 账期结算, applied for on the form and approved by someone else (services/trade/credit-limits.ts).
    screen(
      'creditlimit',
      '授信额度',
      'Credit limits',
      '/order/creditlimit',
      'Savings',
      10,
      `${TP}/creditlimit`,
      crud(['approve', '审批', 'Approve', 'approve', 2]),
    ),
  ]),

  group('logistics_mgmt', '物流管理', 'Logistics', '/logistics', 'LocalShipping', 4, [
    screen('logistics', '物流信息', 'Shipments', '/logistics/logistics', 'Route', 1, `${TP}/logistics`, crud()),
    screen('logisticsbase', '物流基地', 'Logistics bases', '/logistics/logisticsbase', 'Warehouse', 2, `${TP}/logisticsbase`, [
      add('save'),
      edit('submit'),
      del('remove'),
      view('detail'),
      ['approve', '审核通过', 'Approve', 'approve', 2],
      ['reject', '驳回', 'Reject', 'reject', 2],
    ]),
    screen('logisticscar', '车辆管理', 'Vehicles', '/logistics/logisticscar', 'DirectionsCar', 3, `${TP}/logisticscar`, crud()),
    screen('logisticsprice', '物流运价', 'Freight rates', '/logistics/logisticsprice', 'PriceCheck', 4, `${TP}/logisticsprice`, crud()),
    screen('shipping', '发货管理', 'Shipping', '/logistics/shipping', 'Outbox', 5, `${TP}/shipping`, crud()),
    screen('shippingfee', '运费设置', 'Shipping fees', '/logistics/shippingfee', 'Calculate', 6, `${TP}/shippingfee`, crud()),
  ]),

  group('inspection_mgmt', '质检管理', 'Inspection', '/inspection', 'Science', 5, [
    screen(
      'inspectionapplications',
      '质检申请',
      'Inspection requests',
      '/inspection/inspectionapplications',
      'FactCheck',
      1,
      `${INS}/inspectionapplications`,
      crud(
        ['sample', '扦样', 'Take sample', 'sample', 2],
        ['report', '出具报告', 'Issue report', 'report', 2],
        ['dispute', '提出异议', 'Dispute', 'dispute', 2],
        ['retest', '复检', 'Re-test', 'retest', 2],
      ),
    ),
    screen(
      'inspectionvalue',
      '检验结果',
      'Inspection results',
      '/inspection/inspectionvalue',
      'Biotech',
      2,
      `${INS}/inspectionvalue`,
      crud(),
    ),
    screen('quotation', '检验报价', 'Inspection quotes', '/inspection/quotation', 'Paid', 3, `${INS}/quotation`, crud()),
    screen('qualitystandard', '质量标准', 'Quality standards', '/inspection/qualitystandard', 'Straighten', 4, `${INS}/qualitystandard`, [
      view('detail'),
    ]),
  ]),

  group('supply_demand_mgmt', '供需管理', 'Supply & demand', '/supplydemand', 'SwapHoriz', 6, [
    screen(
      'supplydemand',
      '供求信息',
      'Supply & demand posts',
      '/supplydemand/supplydemand',
      'Announcement',
      1,
      `${SD}/supplyDemand`,
      crud(['image', '上传图片', 'Add picture', `${SD}/supplyDemandImg/save`, 2]),
    ),
    screen('supplydemandimg', '供求图片', 'Post images', '/supplydemand/supplydemandimg', 'Image', 2, `${SD}/supplyDemandImg`, [
      view('page'),
    ]),
  ]),

  group('finance_mgmt', '金融服务', 'Financial services', '/finance', 'AccountBalance', 7, [
    screen(
      'financeloanapplication',
      '融资申请',
      'Loan applications',
      '/finance/financeloanapplication',
      'RequestPage',
      1,
      `${TP}/financeloanapplication`,
      crud(
        ['distribute', '分配', 'Assign parties', 'distribution', 2],
        ['loan', '起草借款合同', 'Draft loan agreement', `${TP}/financeloanagreement/draft`, 2],
        ['pledge', '起草质押协议', 'Draft pledge agreement', `${TP}/financepledgeagreement/draft`, 2],
      ),
    ),
    // Agreements are drafted from their application (no bare add); the workflow buttons follow domain/finance-machines.ts.
    screen(
      'financeloanagreement',
      '借款合同',
      'Loan agreements',
      '/finance/financeloanagreement',
      'Gavel',
      2,
      `${TP}/financeloanagreement`,
      [
        edit('submit'),
        del('remove'),
        view('detail'),
        ['sign', '签署', 'Sign', 'sign', 2],
        ['disburse', '放款', 'Disburse', 'disburse', 2],
        ['repay', '还款', 'Repay', 'repay', 2],
        ['terminate', '终止', 'Terminate', 'terminate', 2],
        ['backdate', '补登历史款项', 'Back-date money', 'repay', 2],
      ],
    ),
    screen(
      'financepledgeagreement',
      '质押协议',
      'Pledge agreements',
      '/finance/financepledgeagreement',
      'Lock',
      3,
      `${TP}/financepledgeagreement`,
      [
        edit('submit'),
        del('remove'),
        view('detail'),
        ['send', '发起签署', 'Send for signing', 'send', 2],
        ['sign', '签署', 'Sign', 'sign', 2],
        ['release', '解押', 'Release', 'release', 2],
        ['dispose', '处置质物', 'Dispose', 'dispose', 2],
        ['terminate', '终止', 'Terminate', 'terminate', 2],
        ['mark', '盯市估值', 'Mark to market', 'markPrice', 2],
        ['margin', '追加担保', 'Margin call / top-up', 'marginCall', 2],
      ],
    ),
    screen(
      'financesuperviseauth',
      '监管授权',
      'Supervision mandates',
      '/finance/financesuperviseauth',
      'VerifiedUser',
      4,
      `${TP}/financesuperviseauth`,
      crud(['approve', '审核通过', 'Approve', 'approve', 2], ['revoke', '撤销', 'Revoke', 'revoke', 2]),
    ),
    screen('goodscommodity', '质押货物', 'Pledged goods', '/finance/goodscommodity', 'Inventory', 5, `${FIN}/goodscommodity`, crud()),
    screen('pickupgoods', '解押提货', 'Pledge releases', '/finance/pickupgoods', 'Unarchive', 6, `${FIN}/pickupgoods`, [
      add('save'),
      edit('submit'),
    ]),
    screen('inquirypledge', '质押询价', 'Pledge inquiries', '/finance/inquirypledge', 'QueryStats', 7, `${FIN}/inquirypledge`, [
      add('save'),
      edit('submit'),
      ['quote', '提交报价', 'Quote', 'submit', 2],
    ]),
    screen('useraccount', '资金账户', 'Fund accounts', '/finance/useraccount', 'AccountBalanceWallet', 8, `${TP}/useraccount`, crud()),
    screen('useraccountlog', '资金流水', 'Account ledger', '/finance/useraccountlog', 'History', 9, `${TP}/useraccountlog`, crud()),
    screen(
      'financialdetails',
      '财务明细',
      'Financial details',
      '/finance/financialdetails',
      'Receipt',
      10,
      `${TP}/financialdetails`,
      crud(['statistics', '统计', 'Statistics', 'statisticsFinancial', 1]),
    ),
    screen(
      'financialstatements',
      '财务报表',
      'Financial statements',
      '/finance/financialstatements',
      'Summarize',
      11,
      `${TP}/financialStatements`,
      [view('list'), ['deposit', '保证金明细', 'Deposit ledger', 'depositList', 1]],
    ),
  ]),

  group('customer_mgmt', '客户管理', 'Customers', '/customer', 'People', 8, [
    screen(
      'userauth',
      '用户认证',
      'User verification',
      '/customer/userauth',
      'HowToReg',
      1,
      `${TP}/userauth`,
      crud(
        ['approve', '审核通过', 'Approve', 'approve', 2],
        ['reject', '驳回', 'Reject', 'reject', 2],
        ['verify', '核验', 'Verify', 'verification', 2],
      ),
    ),
    screen(
      'intendedcustomers',
      '意向客户',
      'Prospects',
      '/customer/intendedcustomers',
      'PersonSearch',
      2,
      '/api/blade-user/intendedcustomers',
      crud(['toreal', '转正式客户', 'Convert to customer', 'toReal', 2, 'to-real']),
    ),
    screen(
      'consumerdetails',
      '客户档案',
      'Customer profiles',
      '/customer/consumerdetails',
      'ContactPage',
      3,
      `${TP}/consumerdetails`,
      crud(),
    ),
    screen('usersms', '用户短信', 'User SMS', '/customer/usersms', 'Sms', 4, `${TP}/usersms`, crud()),
    screen('address', '收货地址', 'Addresses', '/customer/address', 'Place', 5, `${TP}/address`, crud()),
    screen('collection', '用户收藏', 'Favourites', '/customer/collection', 'Favorite', 6, `${TP}/collection`, crud()),
    screen('cart', '购物车', 'Carts', '/customer/cart', 'ShoppingBasket', 7, `${TP}/cart`, crud()),
  ]),

  group('contract_mgmt', '合同发票', 'Contracts & invoices', '/contract', 'Description', 9, [
    screen('contract', '合同管理', 'Contracts', '/contract/contract', 'Article', 1, `${TP}/contract`, crud()),
    screen('contracts', '电子合同', 'E-contracts', '/contract/contracts', 'Draw', 2, `${TP}/contracts`, crud()),
    screen('breach', '违约记录', 'Breaches', '/contract/breach', 'ReportProblem', 3, `${TP}/breach`, crud()),
    screen('invoice', '发票管理', 'Invoices', '/contract/invoice', 'Payments', 4, `${TP}/invoice`, crud()),
    screen('invoiceimg', '发票影像', 'Invoice images', '/contract/invoiceimg', 'Collections', 5, `${TP}/invoiceimg`, crud()),
    screen('fasccorp', '签约企业', 'Signing companies', '/contract/fasccorp', 'Business', 6, '/api/fasc', [
      view('getOpenIdList'),
      ['members', '企业成员', 'Members', 'getCorpMemberList', 2],
      ['info', '企业信息', 'Company info', 'corpGet', 2],
      ['unbind', '解除绑定', 'Unbind', 'corpUnbind', 2],
    ]),
  ]),

  group('ocean_mgmt', '海运管理', 'Ocean freight', '/ocean', 'DirectionsBoat', 10, [
    screen('oceanorder', '海运订单', 'Ocean orders', '/ocean/oceanorder', 'Sailing', 1, `${OCEAN}/oceanorder`, [
      add('save'),
      edit('submit'),
      del('remove'),
      view('detail'),
      ['publish', '发布订单', 'Publish', 'upOrder', 2, 'up-order'],
    ]),
    screen('oceanbank', '收款银行', 'Receiving banks', '/ocean/oceanbank', 'Savings', 2, `${OCEAN}/oceanbank`, crud()),
    screen(
      'oceancommission',
      '海运佣金',
      'Commissions',
      '/ocean/oceancommission',
      'CurrencyExchange',
      3,
      `${OCEAN}/oceancommission`,
      crud(),
    ),
  ]),

  group('cms_mgmt', '内容管理', 'Content', '/cms', 'Feed', 11, [
    screen('cmsadvert', '广告管理', 'Adverts', '/cms/cmsadvert', 'ViewCarousel', 1, `${TP}/cmsadvert`, crud()),
    screen('cmsnewsservice', '资讯管理', 'News', '/cms/cmsnewsservice', 'Newspaper', 2, `${TP}/cmsnewsservice`, crud()),
  ]),

  group('work', '我的事务', 'My tasks', '/work', 'Topic', 12, [
    screen('work_start', '发起事务', 'Start a process', '/work/start', 'PlayCircle', 1, FLOW, [
      ['flow', '发起', 'Start', '/api/blade-desk/process/leave/start-process', 2],
      ['image', '流程图', 'Diagram', 'process/resource-view', 2],
    ]),
    screen('work_claim', '待签事务', 'To claim', '/work/claim', 'AssignmentInd', 2, FLOW, [
      ['sign', '签收', 'Claim', 'work/claim-task', 2],
      ...detailAndFollow,
    ]),
    screen('work_todo', '待办事务', 'To do', '/work/todo', 'PendingActions', 3, FLOW, [
      ['handle', '办理', 'Handle', 'work/complete-task', 2],
      ...detailAndFollow,
    ]),
    screen('work_send', '已发事务', 'Sent', '/work/send', 'Send', 4, FLOW, detailAndFollow),
    screen('work_done', '办结事务', 'Completed', '/work/done', 'TaskAlt', 5, FLOW, detailAndFollow),
  ]),

  group('flow', '流程管理', 'Workflow', '/flow', 'Hub', 13, [
    screen('flow_model', '模型管理', 'Process models', '/flow/model', 'Schema', 1, `${FLOW}/model`, [
      ['create', '创建', 'Create', `${FLOW_DESIGNER}/index.html`, 1],
      ['update', '维护', 'Design', `${FLOW_DESIGNER}/index.html#/editor`, 2],
      ['deploy', '部署', 'Deploy', 'deploy', 2],
      ['download', '下载', 'Download', `${FLOW_DESIGNER}/app/rest/models`, 2],
      ['delete', '删除', 'Delete', 'remove', 3],
    ]),
    screen('flow_deploy', '流程部署', 'Deployment', '/flow/deploy', 'CloudUpload', 2, `${FLOW}/manager`, [
      ['upload', '部署', 'Deploy', 'deploy-upload', 1],
    ]),
    screen('flow_manager', '流程定义', 'Process definitions', '/flow/manager', 'SettingsSuggest', 3, `${FLOW}/manager`, [
      ['state', '变更状态', 'Change state', 'change-state', 2],
      ['image', '流程图', 'Diagram', `${FLOW}/process/resource-view`, 2],
      ['remove', '删除', 'Delete', 'delete-deployment', 3],
    ]),
    screen('flow_follow', '流程跟踪', 'Process tracking', '/flow/follow', 'Timeline', 4, `${FLOW}/follow`, [
      ['delete', '删除', 'Delete', 'delete-process-instance', 3],
    ]),
    link(
      'flow_design',
      '流程设计器',
      'Process designer',
      `${FLOW_DESIGNER}/index.html`,
      'DesignServices',
      5,
      1,
      'Flowable 设计器，在框架页中打开 (website.flowDesignUrl)',
    ),
  ]),

  group('report', '报表管理', 'Reports', '/report', 'Assessment', 14, [
    screen('report_list', '报表列表', 'Report list', '/report/reportlist', 'TableView', 1, '/api/blade-report/report/rest', [
      view('list'),
      del('remove'),
    ]),
  ]),

  group('system', '系统管理', 'System', '/system', 'Settings', 15, [
    screen('user', '用户管理', 'Users', '/system/user', 'Person', 1, '/api/blade-user', [
      add('submit'),
      edit('update'),
      del('remove'),
      view('detail'),
      ['role', '角色配置', 'Assign roles', 'grant', 1],
      ['reset', '密码重置', 'Reset password', 'reset-password', 1, 'reset-password'],
      ['platform', '平台配置', 'Platform settings', 'update-platform', 1],
      ['unlock', '账号解封', 'Unlock account', 'unlock', 1],
    ]),
    // Guest registrations (third-party login) wait here for an administrator's approval.
    screen('useraudit', '用户审核', 'Registrations', '/system/user-audit', 'HowToReg', 1, '/api/blade-user', [
      view('audit-page'),
      ['pass', '审核通过', 'Approve', 'audit-pass', 2],
      ['refuse', '审核拒绝', 'Reject', 'audit-refuse', 2],
    ]),
    screen('dept', '部门管理', 'Departments', '/system/dept', 'Apartment', 2, `${SYS}/dept`, crud()),
    screen('post', '岗位管理', 'Positions', '/system/post', 'Badge', 3, `${SYS}/post`, crud()),
    screen('dict', '系统字典', 'System dictionary', '/dict-horizontal/index', 'MenuBook', 4, `${SYS}/dict`, crud()),
    screen('dictbiz', '业务字典', 'Business dictionary', '/dict-vertical/index', 'LibraryBooks', 5, `${SYS}/dict-biz`, crud()),
    screen('menu', '菜单管理', 'Menus', '/system/menu', 'Menu', 6, `${SYS}/menu`, crud()),
    screen(
      'topmenu',
      '顶部菜单',
      'Top menus',
      '/system/topmenu',
      'ViewQuilt',
      7,
      `${SYS}/topmenu`,
      crud(['grant', '菜单配置', 'Assign menus', 'grant', 1]),
    ),
    screen('param', '参数管理', 'Parameters', '/system/param', 'Tune', 8, `${SYS}/param`, crud()),
    screen(
      'tenant',
      '租户管理',
      'Tenants',
      '/system/tenant',
      'Domain',
      9,
      `${SYS}/tenant`,
      crud(['setting', '授权配置', 'Licence settings', 'setting', 1], ['datasource', '数据源配置', 'Data source', 'datasource', 1]),
    ),
    screen('client', '应用管理', 'OAuth clients', '/system/client', 'Apps', 10, `${SYS}/client`, crud()),
    screen('region', '行政区划', 'Regions', '/system/region', 'Public', 11, `${SYS}/region`, crud()),
  ]),

  group('authority', '权限管理', 'Access control', '/authority', 'Security', 16, [
    screen(
      'role',
      '角色管理',
      'Roles',
      '/authority/role',
      'AdminPanelSettings',
      1,
      `${SYS}/role`,
      crud(['grant', '权限设置', 'Grant permissions', 'grant', 1]),
    ),
    screen(
      'data_scope',
      '数据权限',
      'Data scopes',
      '/authority/datascope',
      'FilterAlt',
      2,
      `${SYS}/data-scope`,
      crud(['setting', '权限配置', 'Configure scopes', 'list', 2]),
    ),
    screen(
      'api_scope',
      '接口权限',
      'API scopes',
      '/authority/apiscope',
      'Api',
      3,
      `${SYS}/api-scope`,
      crud(['setting', '权限配置', 'Configure scopes', 'list', 2]),
    ),
  ]),

  group('resource', '资源管理', 'Resources', '/resource', 'Storage', 17, [
    screen('oss', '对象存储', 'Object storage', '/resource/oss', 'Cloud', 1, `${RES}/oss`, crud(['enable', '启用', 'Enable', 'enable', 2])),
    screen(
      'sms',
      '短信配置',
      'SMS settings',
      '/resource/sms',
      'Textsms',
      2,
      `${RES}/sms`,
      crud(['enable', '启用', 'Enable', 'enable', 2], ['send', '发送测试', 'Send test', 'endpoint/send-message', 2]),
    ),
    screen('attach', '附件管理', 'Attachments', '/resource/attach', 'AttachFile', 3, `${RES}/attach`, [
      ['upload', '上传', 'Upload', `${RES}/oss/endpoint/put-file`, 1],
      ['download', '下载', 'Download', 'detail', 2],
      del('remove'),
      view('detail'),
    ]),
  ]),

  group('monitor', '系统监控', 'Monitoring', '/monitor', 'MonitorHeart', 18, [
    group('log', '日志管理', 'Logs', '/monitor/log', 'Notes', 1, [
      screen('log_usual', '通用日志', 'General logs', '/monitor/log/usual', 'Article', 1, '/api/blade-log/usual', [view('detail')]),
      screen('log_api', '接口日志', 'API logs', '/monitor/log/api', 'Http', 2, '/api/blade-log/api', [view('detail')]),
      screen('log_error', '错误日志', 'Error logs', '/monitor/log/error', 'BugReport', 3, '/api/blade-log/error', [view('detail')]),
    ]),
  ]),

  group('tool', '研发工具', 'Developer tools', '/tool', 'Build', 19, [
    screen(
      'code',
      '代码生成',
      'Code generator',
      '/tool/code',
      'Code',
      1,
      '/api/blade-develop/code',
      crud(['gen', '代码生成', 'Generate code', 'gen-code', 1], ['copy', '复制', 'Copy', 'copy', 2]),
    ),
    screen('datasource', '数据源管理', 'Data sources', '/tool/datasource', 'Dns', 2, '/api/blade-develop/datasource', crud()),
    link(
      'api_doc',
      '接口文档',
      'API docs',
      'https://bladex.cn',
      'IntegrationInstructions',
      3,
      2,
      '外部链接，新窗口打开；正式环境改为网关的 /doc.html',
    ),
  ]),
];

export type TopMenuSeed = { code: string; name: string; nameEn: string; source: string; sort: number; menuCodes: string[] };

/** Top menus (blade_top_menu). menuCodes are top-level menu codes; the settings hold them and all their descendant menus. */
export const topMenuSeeds: TopMenuSeed[] = [
  {
    code: 'trade',
    name: '交易',
    nameEn: 'Trading',
    source: 'Storefront',
    sort: 1,
    menuCodes: [
      'desk',
      'goods_mgmt',
      'order_mgmt',
      'logistics_mgmt',
      'inspection_mgmt',
      'supply_demand_mgmt',
      'customer_mgmt',
      'contract_mgmt',
      'ocean_mgmt',
      'cms_mgmt',
      'report',
    ],
  },
  {
    code: 'finance',
    name: '金融',
    nameEn: 'Finance',
    source: 'AccountBalance',
    sort: 2,
    menuCodes: ['desk', 'finance_mgmt', 'order_mgmt', 'contract_mgmt', 'work', 'report'],
  },
  {
    code: 'platform',
    name: '平台',
    nameEn: 'Platform',
    source: 'Settings',
    sort: 3,
    menuCodes: ['desk', 'work', 'flow', 'system', 'authority', 'resource', 'monitor', 'tool'],
  },
];
