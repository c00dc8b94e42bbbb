/**
 * Demo rows for the log screens (blade_log_usual / _api / _error): what the trade services would
 * have written over the last weeks, against this platform's own endpoints.
 */
type Call = { service: string; uri: string; method: 'GET' | 'POST'; controller: string; action: string; params: string };

const PKG = 'org.springblade';
const call = (service: string, uri: string, method: 'GET' | 'POST', controller: string, action: string, params: string): Call => ({
  service,
  uri,
  method,
  controller: `${PKG}.${controller}`,
  action,
  params,
});

/** Hosts per service: [host, ip:port]. */
export const HOSTS: Record<string, [string, string]> = {
  'blade-tradePort': ['tradeport-app-01', '10.0.12.21:8200'],
  'blade-order': ['tradeport-app-02', '10.0.12.22:8201'],
  'blade-finance': ['tradeport-app-02', '10.0.12.22:8202'],
  'blade-system': ['tradeport-sys-01', '10.0.12.11:8106'],
  'blade-user': ['tradeport-sys-01', '10.0.12.11:8102'],
  'blade-resource': ['tradeport-sys-01', '10.0.12.11:8010'],
  'blade-inspection': ['tradeport-app-03', '10.0.12.23:8203'],
  'blade-desk': ['tradeport-sys-01', '10.0.12.11:8105'],
};

export const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0',
];

export const REMOTE_IPS = ['113.57.28.146', '222.137.64.19', '36.110.147.82', '120.244.18.66', '183.199.22.105'];

/** [level, logId, message, call] */
export const USUAL_LOGS: [string, string, string, Call][] = [
  [
    'info',
    'order',
    '订单 DD202603120018 已生成合同 HT202603120018，买方：河南粮投贸易有限公司，玉米 2000.000 吨，单价 2310.00 元/吨',
    call(
      'blade-tradePort',
      '/blade-tradePort/order/generateContract',
      'POST',
      'tradeport.controller.OrderController',
      'generateContract',
      'orderNo=DD202603120018&type=1',
    ),
  ],
  [
    'info',
    'pickup',
    '提货单 TH202603150006 财务确认，本次放行 120.000 吨，剩余可提 380.000 吨',
    call(
      'blade-tradePort',
      '/blade-tradePort/orderpickup/financialDetermination',
      'POST',
      'tradeport.controller.OrderPickupController',
      'financialDetermination',
      'id=1123598833000000006',
    ),
  ],
  [
    'info',
    'goods',
    '挂牌商品 GP20260301003（三等小麦，山东济宁库）已上架，挂牌量 5000.000 吨',
    call(
      'blade-tradePort',
      '/blade-tradePort/goods/goodsOnSale',
      'POST',
      'tradeport.controller.GoodsController',
      'goodsOnSale',
      '{"id":"1123598832000000003","isOnSale":1}',
    ),
  ],
  [
    'warn',
    'price',
    '订单 DD202603180021 调价幅度 4.8% 超过预警阈值 3%，已通知风控部复核',
    call(
      'blade-tradePort',
      '/blade-tradePort/order/updateOrderPrice',
      'POST',
      'tradeport.controller.OrderController',
      'updateOrderPrice',
      '{"orderNo":"DD202603180021","price":2420.00}',
    ),
  ],
  [
    'info',
    'volume',
    '报量明细 BL202603200011 放行数量更新为 86.420 吨（磅单 BD0320-117）',
    call(
      'blade-order',
      '/blade-order/reportedvolumedetail/updatePassinQuantity',
      'POST',
      'order.controller.ReportedVolumeDetailController',
      'updatePassinQuantity',
      '{"id":"1123598834000000011","passinQuantity":86.42}',
    ),
  ],
  [
    'info',
    'deposit',
    '订单 DD202603120018 保证金 46200.00 元已冻结（履约保证金比例 10%）',
    call(
      'blade-tradePort',
      '/blade-tradePort/orderpickup/depositDeduction',
      'POST',
      'tradeport.controller.OrderPickupController',
      'depositDeduction',
      'orderNo=DD202603120018',
    ),
  ],
  [
    'warn',
    'pledge',
    '质押货物 ZY202603050002 盯市价值跌破警戒线（质押率 72.3%），已生成补仓通知',
    call(
      'blade-finance',
      '/blade-finance/inquirypledge/submit',
      'POST',
      'finance.controller.InquiryPledgeController',
      'submit',
      '{"pledgeNo":"ZY202603050002"}',
    ),
  ],
  [
    'info',
    'user',
    '用户 zhangwei 角色变更为：交易员',
    call(
      'blade-user',
      '/blade-user/grant',
      'POST',
      'system.user.controller.UserController',
      'grant',
      'userIds=1123598852000000001&roleIds=1123598816738675206',
    ),
  ],
  [
    'info',
    'inspection',
    '检验申请 JY202603220004 出具结果：容重 768 g/L，水分 13.2%，判定二等',
    call(
      'blade-inspection',
      '/blade-inspection/inspectionvalue/submit',
      'POST',
      'inspection.controller.InspectionValueController',
      'submit',
      '{"applicationNo":"JY202603220004"}',
    ),
  ],
  [
    'info',
    'oss',
    '上传文件 玉米购销合同-HT202603120018.pdf（412.6 KB）',
    call(
      'blade-resource',
      '/blade-resource/oss/endpoint/put-file',
      'POST',
      'resource.endpoint.OssEndpoint',
      'putFile',
      'file=玉米购销合同-HT202603120018.pdf',
    ),
  ],
];

/** [title, call, milliseconds] */
export const API_LOGS: [string, Call, number][] = [
  [
    '分页',
    call(
      'blade-tradePort',
      '/blade-tradePort/order/list',
      'GET',
      'tradeport.controller.OrderController',
      'list',
      'current=1&size=10&orderStatus=4',
    ),
    38,
  ],
  [
    '详情',
    call(
      'blade-tradePort',
      '/blade-tradePort/order/detail',
      'GET',
      'tradeport.controller.OrderController',
      'detail',
      'id=1123598833000000018',
    ),
    12,
  ],
  [
    '生成合同',
    call(
      'blade-tradePort',
      '/blade-tradePort/order/generateContract',
      'POST',
      'tradeport.controller.OrderController',
      'generateContract',
      'orderNo=DD202603120018&type=1',
    ),
    1864,
  ],
  [
    '分页',
    call(
      'blade-tradePort',
      '/blade-tradePort/goods/list',
      'GET',
      'tradeport.controller.GoodsController',
      'list',
      'current=1&size=30&grainVariety=2',
    ),
    45,
  ],
  [
    '上架',
    call(
      'blade-tradePort',
      '/blade-tradePort/goods/goodsOnSale',
      'POST',
      'tradeport.controller.GoodsController',
      'goodsOnSale',
      '{"id":"1123598832000000003"}',
    ),
    27,
  ],
  [
    '确认提货',
    call(
      'blade-tradePort',
      '/blade-tradePort/orderpickup/confirmOrder',
      'POST',
      'tradeport.controller.OrderPickupController',
      'confirmOrder',
      'id=1123598833000000006',
    ),
    64,
  ],
  [
    '新增或修改',
    call(
      'blade-order',
      '/blade-order/reportedvolume/submit',
      'POST',
      'order.controller.ReportedVolumeController',
      'submit',
      '{"orderNo":"DD202603180021","reportQuantity":300}',
    ),
    31,
  ],
  [
    '分页',
    call(
      'blade-user',
      '/blade-user/page',
      'GET',
      'system.user.controller.UserController',
      'page',
      'current=1&size=10&deptId=1123598813738675202',
    ),
    22,
  ],
  [
    '字典',
    call(
      'blade-system',
      '/blade-system/dict-biz/dictionary',
      'GET',
      'system.controller.DictBizController',
      'dictionary',
      'code=order_status',
    ),
    4,
  ],
  ['分页', call('blade-desk', '/blade-desk/notice/list', 'GET', 'desk.controller.NoticeController', 'list', 'current=1&size=10'), 9],
  [
    '保存',
    call(
      'blade-finance',
      '/blade-finance/pickupgoods/save',
      'POST',
      'finance.controller.PickupGoodsController',
      'save',
      '{"pledgeNo":"ZY202603050002","quantity":200}',
    ),
    55,
  ],
  [
    '分页',
    call(
      'blade-inspection',
      '/blade-inspection/quotation/list',
      'GET',
      'inspection.controller.QuotationController',
      'list',
      'current=1&size=10',
    ),
    17,
  ],
  [
    '上传文件',
    call(
      'blade-resource',
      '/blade-resource/oss/endpoint/put-file',
      'POST',
      'resource.endpoint.OssEndpoint',
      'putFile',
      'file=磅单-BD0320-117.png',
    ),
    233,
  ],
  [
    '删除',
    call(
      'blade-tradePort',
      '/blade-tradePort/cart/remove',
      'POST',
      'tradeport.controller.CartController',
      'remove',
      'ids=1123598835000000042',
    ),
    15,
  ],
  [
    '统计',
    call(
      'blade-tradePort',
      '/blade-tradePort/financialdetails/statisticsFinancial',
      'GET',
      'tradeport.controller.FinancialDetailsController',
      'statisticsFinancial',
      'startTime=2026-03-01',
    ),
    142,
  ],
];

/** [exception, message (NullPointerException has none), file, line, frames from the throw outwards, call] */
export const ERROR_LOGS: [string, string | null, string, number, string[], Call][] = [
  [
    'org.springblade.core.log.exception.ServiceException',
    '可提数量不足，剩余可提 80.000 吨',
    'OrderPickupServiceImpl.java',
    214,
    ['tradeport.service.impl.OrderPickupServiceImpl.pickUpSave', 'tradeport.controller.OrderPickupController.pickUpSave'],
    call(
      'blade-tradePort',
      '/blade-tradePort/orderpickup/pickUpSave',
      'POST',
      'tradeport.controller.OrderPickupController',
      'pickUpSave',
      '{"orderNo":"DD202603120018","pickupQuantity":120}',
    ),
  ],
  [
    'java.lang.NullPointerException',
    null,
    'OrderServiceImpl.java',
    388,
    ['tradeport.service.impl.OrderServiceImpl.generateContract', 'tradeport.controller.OrderController.generateContract'],
    call(
      'blade-tradePort',
      '/blade-tradePort/order/generateContract',
      'POST',
      'tradeport.controller.OrderController',
      'generateContract',
      'orderNo=DD202603190007&type=2',
    ),
  ],
  [
    'org.springframework.dao.DuplicateKeyException',
    "Duplicate entry 'HT202603120018' for key 'uk_contract_no'",
    'ContractServiceImpl.java',
    96,
    ['tradeport.service.impl.ContractServiceImpl.save', 'tradeport.controller.ContractController.submit'],
    call(
      'blade-tradePort',
      '/blade-tradePort/contract/submit',
      'POST',
      'tradeport.controller.ContractController',
      'submit',
      '{"contractNo":"HT202603120018"}',
    ),
  ],
  [
    'java.net.SocketTimeoutException',
    'Read timed out (fasc openapi /corp/get, 10000 ms)',
    'FascClient.java',
    152,
    ['tradeport.fasc.FascClient.post', 'tradeport.fasc.FascServiceImpl.corpGet', 'tradeport.controller.FascController.corpGet'],
    call(
      'blade-tradePort',
      '/blade-tradePort/fasc/corpGet',
      'POST',
      'tradeport.controller.FascController',
      'corpGet',
      'openCorpId=c8f1a2e0b7d94c3a',
    ),
  ],
  [
    'java.lang.NumberFormatException',
    'For input string: "86.4.2"',
    'ReportedVolumeDetailServiceImpl.java',
    131,
    [
      'order.service.impl.ReportedVolumeDetailServiceImpl.updatePassinQuantity',
      'order.controller.ReportedVolumeDetailController.updatePassinQuantity',
    ],
    call(
      'blade-order',
      '/blade-order/reportedvolumedetail/updatePassinQuantity',
      'POST',
      'order.controller.ReportedVolumeDetailController',
      'updatePassinQuantity',
      '{"id":"1123598834000000011","passinQuantity":"86.4.2"}',
    ),
  ],
  [
    'org.springblade.core.log.exception.ServiceException',
    '质押率超过上限 70%，不可追加提货',
    'PickupGoodsServiceImpl.java',
    77,
    ['finance.service.impl.PickupGoodsServiceImpl.save', 'finance.controller.PickupGoodsController.save'],
    call(
      'blade-finance',
      '/blade-finance/pickupgoods/save',
      'POST',
      'finance.controller.PickupGoodsController',
      'save',
      '{"pledgeNo":"ZY202603050002","quantity":500}',
    ),
  ],
];

/** A Java-style stack trace: the exception line, then frames from the throw outwards, then Spring's dispatch. */
export function stackTrace(exception: string, message: string | null, file: string, line: number, frames: string[]): string {
  const own = frames.map(
    (frame, index) =>
      `\tat ${PKG}.${frame}(${index === 0 ? file : `${frame.split('.').slice(-2, -1)[0]}.java`}:${index === 0 ? line : 40 + index * 17})`,
  );
  return [
    message ? `${exception}: ${message}` : exception,
    ...own,
    '\tat sun.reflect.GeneratedMethodAccessor412.invoke(Unknown Source)',
    '\tat org.springframework.web.method.support.InvocableHandlerMethod.doInvoke(InvocableHandlerMethod.java:205)',
    '\tat org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod.invokeAndHandle(ServletInvocableHandlerMethod.java:117)',
    '\tat org.springframework.web.servlet.DispatcherServlet.doDispatch(DispatcherServlet.java:1067)',
    '\tat org.springframework.web.servlet.FrameworkServlet.processRequest(FrameworkServlet.java:1006)',
    '\tat io.undertow.servlet.handlers.ServletHandler.handleRequest(ServletHandler.java:74)',
  ].join('\n');
}
