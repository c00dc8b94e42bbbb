/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useDocumentTitle } from './use-document-title';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Title({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** MutationObserver callbacks run as microtasks: let them run. */
const observersRun = () => act(() => Promise.resolve());

describe('useDocumentTitle', () => {
  let host: HTMLDivElement;
  let root: ReturnType<typeof createRoot>;

  beforeEach(() => {
    document.head.innerHTML = '<title>私聊 - 瑞粮交易管理平台</title>';
    host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
  });

  it('sets the title and puts it back when the page metadata writes its own later', async () => {
    act(() => root.render(<Title title="私聊 · 张经理 - 瑞粮交易管理平台" />));
    expect(document.title).toBe('私聊 · 张经理 - 瑞粮交易管理平台');

    // A metadata write after our effect: the text of the existing <title>, then a second <title> put first in the head.
    document.head.querySelector('title')!.textContent = '私聊 - 瑞粮交易管理平台';
    await observersRun();
    expect(document.title).toBe('私聊 · 张经理 - 瑞粮交易管理平台');
    const generic = document.createElement('title');
    generic.textContent = '私聊 - 瑞粮交易管理平台';
    document.head.prepend(generic);
    await observersRun();
    expect(document.title).toBe('私聊 · 张经理 - 瑞粮交易管理平台');
  });

  it('follows a new title and lets go once unmounted', async () => {
    act(() => root.render(<Title title="参数管理 - 瑞粮交易管理平台" />));
    act(() => root.render(<Title title="用户管理 - 瑞粮交易管理平台" />));
    expect(document.title).toBe('用户管理 - 瑞粮交易管理平台');
    act(() => root.unmount());
    root = createRoot(host);
    document.title = '瑞粮交易管理平台 - 登录';
    await observersRun();
    expect(document.title).toBe('瑞粮交易管理平台 - 登录');
  });
});
