import { searchMenu } from './menu-search';
import type { NavItem } from './nav-item';

const item = (id: string, name: string, children: NavItem[] = []): NavItem => ({
  id,
  code: id,
  name,
  href: `/${id}`,
  icon: '',
  newWindow: false,
  children,
});
const tree = [
  item('sys', 'System', [item('user', 'Users'), item('param', 'Parameters')]),
  item('orders', 'Orders'),
  item('ou', 'ORDER lines'),
];

describe('menu search', () => {
  it('finds leaf entries by name prefix, ignoring case', () => {
    expect(searchMenu(tree, 'or', (i) => i.name).map((hit) => hit.item.id)).toEqual(['orders', 'ou']);
    expect(searchMenu(tree, 'SYS', (i) => i.name)).toEqual([]);
    expect(searchMenu(tree, 'ers', (i) => i.name)).toEqual([]);
  });
  it('lists every leaf for an empty query, in the current language', () => {
    expect(searchMenu(tree, ' ', (i) => (i.id === 'user' ? '用户管理' : i.name)).map((hit) => hit.label)).toEqual([
      '用户管理',
      'Parameters',
      'Orders',
      'ORDER lines',
    ]);
  });
});
