import { menuPathsOf } from './menu-paths';
import type { BladeMenu } from './nav-item';

const menu = (path: string, children: BladeMenu[] = []): BladeMenu => ({
  id: path,
  code: path,
  name: path,
  path,
  source: '',
  isOpen: 1,
  children,
});

describe('menuPathsOf', () => {
  it('collects the in-app routes of the whole tree, not external pages', () => {
    const tree = [menu('/system', [menu('/system/user'), menu('/system/param')]), menu('/wel/index'), menu('https://example.com/report')];
    expect([...menuPathsOf(tree)].sort()).toEqual(['/system', '/system/param', '/system/user', '/wel/index']);
  });
});
