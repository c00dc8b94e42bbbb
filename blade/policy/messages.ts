import { BLADE_MESSAGES } from '../../domain/blade-messages';

/**
 * The policy's refusals, in Blade's words where Blade has them (blade/policy/enforce.ts). Each is also in
 * messages/*.json's `bladeMessages`, so an English screen reads them in English.
 */
export const POLICY_MESSAGES = {
  unauthorized: BLADE_MESSAGES.unauthorized,
  rejected: BLADE_MESSAGES.requestRefused,
  adminAccount: '无权操作管理员账号!',
  adminRole: '无权操作管理员角色!',
  ownAdminRole: '不能移除本账号的管理员角色!',
  oneTenant: '不能同时操作多个租户的数据!',
  cannotDeleteSelf: '不能删除本账号!',
} as const;

const NOT_FOUND: Record<string, string> = {
  blade_user: '用户不存在!',
  blade_role: '角色不存在!',
  blade_dept: '部门不存在!',
  blade_post: '岗位不存在!',
  blade_tenant: '租户不存在!',
  // Tables whose actions have their own words for a row they cannot find (the services' findRow messages).
  tp_userauth: '用户认证记录不存在或已删除',
  tp_intendedcustomers: '意向客户不存在或已删除',
  tp_logisticsbase: '物流基地不存在或已删除',
  tp_oceanorder: '海运订单不存在或已删除',
  tp_goods: '商品不存在或已删除',
  tp_orderpickup: '提货单不存在或已删除',
  tp_financeloanapplication: '融资申请不存在或已删除',
  tp_financeloanagreement: '借款合同不存在或已删除',
  tp_financepledgeagreement: '质押协议不存在或已删除',
  tp_financesuperviseauth: '监管授权不存在或已删除',
  blade_oss: '未找到该配置',
  blade_sms: '未找到该配置',
};

/** Another tenant's row is refused as if it did not exist (it does not, for this caller). */
export const notFoundMessage = (table: string) => NOT_FOUND[table] ?? '数据不存在!';
