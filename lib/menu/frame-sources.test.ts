import { frameableSource, frameSourcesOf } from './frame-sources';
import type { BladeMenu } from './nav-item';

const menu = (id: string, path: string, children?: BladeMenu[]): BladeMenu => ({
  id,
  code: `c${id}`,
  name: `n${id}`,
  path,
  source: '',
  isOpen: 1,
  children,
});

describe('/myiframe sources', () => {
  const sources = frameSourcesOf([
    menu('1', '/system', [menu('2', '/system/user'), menu('3', 'http://localhost:9999/index.html')]),
    menu('4', 'https://bladex.cn'),
    menu('5', '/report/index.html'),
  ]);

  it('collects the http(s) links of every level, nothing else', () => {
    expect([...sources].sort()).toEqual(['http://localhost:9999/index.html', 'https://bladex.cn']);
  });

  it('frames only those, never script, data or an address from a crafted link', () => {
    expect(frameableSource('http://localhost:9999/index.html', sources)).toBe('http://localhost:9999/index.html');
    for (const src of [
      'https://evil.example/login',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//bladex.cn',
      'https://bladex.cn.evil.example',
      undefined,
      ['https://bladex.cn'],
    ]) {
      expect(frameableSource(src, sources)).toBeNull();
    }
  });
});
