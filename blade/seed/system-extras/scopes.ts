import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { insert, audit } from './shared';

/** Data and API scopes hung under the user and order screens (docs/blade-contract.md §6.2 grant tree). */
export function seedScopes(db: Db): void {
  const menuId = (code: string) =>
    (db.prepare('SELECT id FROM blade_menu WHERE code = ? AND is_deleted = 0').get(code) as { id: string } | undefined)?.id ?? '';
  const USER_MENU = menuId('user');
  const ORDER_MENU = menuId('order');
  const USER_MAPPER = 'org.springblade.system.user.mapper.UserMapper.selectUserPage';
  const ORDER_MAPPER = 'org.springblade.tradeport.mapper.OrderMapper.selectOrderPage';
  const data: [string, string, string, string, string, number, string][] = [
    [USER_MENU, 'user_list', '用户列表-全部可见', USER_MAPPER, 'create_dept', 1, ''],
    [USER_MENU, 'user_list', '用户列表-本人可见', USER_MAPPER, 'create_user', 2, ''],
    [USER_MENU, 'user_list', '用户列表-所在机构可见', USER_MAPPER, 'create_dept', 3, ''],
    [USER_MENU, 'user_list', '用户列表-所在机构及子级可见', USER_MAPPER, 'create_dept', 4, ''],
    [ORDER_MENU, 'order_list', '订单列表-本人可见', ORDER_MAPPER, 'create_user', 2, ''],
    [ORDER_MENU, 'order_list', '订单列表-所在机构及子级可见', ORDER_MAPPER, 'create_dept', 4, ''],
    [ORDER_MENU, 'order_list', '订单列表-华北区域订单', ORDER_MAPPER, 'delivery_province', 5, "delivery_province in ('13', '14', '15')"],
  ];
  insert(
    db,
    'blade_scope_data',
    data.map(([menu, resource, name, mapper, column, type, value], index) => ({
      id: seedId(40, index + 1),
      menu_id: menu,
      resource_code: resource,
      scope_name: name,
      scope_field: '*',
      scope_class: mapper,
      scope_column: column,
      scope_type: type,
      scope_value: value,
      remark: '',
      ...audit(120),
    })),
  );
  const api: [string, string, string, string, number][] = [
    [USER_MENU, 'user_page', '用户分页查询', '/blade-user/page', 1],
    [USER_MENU, 'user_detail', '用户详情', '/blade-user/detail', 1],
    [USER_MENU, 'user_reset', '重置用户密码', '/blade-user/reset-password', 1],
    [ORDER_MENU, 'order_list', '订单列表', '/blade-tradePort/order/list', 2],
    [ORDER_MENU, 'order_price', '订单调价', '/blade-tradePort/order/updateOrderPrice', 2],
    [ORDER_MENU, 'order_remove', '删除订单', '/blade-tradePort/order/remove', 2],
  ];
  insert(
    db,
    'blade_scope_api',
    api.map(([menu, resource, name, path, type], index) => ({
      id: seedId(41, index + 1),
      menu_id: menu,
      resource_code: resource,
      scope_name: name,
      scope_path: path,
      scope_type: type,
      remark: '',
      ...audit(120),
    })),
  );
}
