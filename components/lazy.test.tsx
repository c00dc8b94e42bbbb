/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyComponent } from './lazy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Picker = ({ label }: { label: string }) => (
  <select aria-label={label}>
    <option>一级</option>
  </select>
);
let fallbackRenders = 0;
const Placeholder = ({ label }: { label: string }) => (fallbackRenders++, (<input aria-label={label} disabled />));
const Failed = ({ label, retry }: { label: string; retry: () => void }) => (
  <button type="button" onClick={retry}>
    {`重试 ${label}`}
  </button>
);
/** The component's code is asked for from a task of its own, after the effects that mounted it. */
const nextTask = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('lazyComponent', () => {
  beforeEach(() => {
    fallbackRenders = 0;
  });

  it('renders its fallback on the server and while hydrating even when its chunk is already loaded, so the HTML matches', async () => {
    // The server process keeps the loaded module between requests: an earlier page had loaded it.
    const TreePicker = lazyComponent(async () => Picker, Placeholder);
    await TreePicker.preload();
    const html = renderToString(<TreePicker label="分类" />);
    expect(html).toContain('<input');
    expect(html).not.toContain('<select');

    document.body.innerHTML = `<div id="root">${html}</div>`;
    const recoverable = jest.fn();
    await act(
      async () => void hydrateRoot(document.getElementById('root')!, <TreePicker label="分类" />, { onRecoverableError: recoverable }),
    );
    expect(recoverable).not.toHaveBeenCalled();
    await nextTask();
    // Once hydrated, the loaded component takes the fallback's place.
    expect(document.querySelector('select[aria-label="分类"]')).not.toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('mounts a loaded component at once in the browser after hydration, without its fallback', async () => {
    const TreePicker = lazyComponent(async () => Picker, Placeholder);
    await TreePicker.preload();
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => createRoot(document.getElementById('root')!).render(<TreePicker label="分类" />));
    expect(document.querySelector('select')).not.toBeNull();
    expect(fallbackRenders).toBe(0);
  });

  it('shows the fallback until a component not loaded yet arrives', async () => {
    let resolve!: (component: typeof Picker) => void;
    const load = jest.fn(() => new Promise<typeof Picker>((done) => (resolve = done)));
    const TreePicker = lazyComponent(load, Placeholder);
    document.body.innerHTML = '<div id="root"></div>';
    // A synchronous act: an async one also waits a task, in which the load's timer may already have fired.
    act(() => createRoot(document.getElementById('root')!).render(<TreePicker label="分类" />));
    expect(document.querySelector('input[disabled]')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => resolve(Picker));
    expect(document.querySelector('select')).not.toBeNull();
  });

  it('in a transition, mounts the fallback first even when loaded, and the component from a task of its own', async () => {
    const Grid = lazyComponent(async () => Picker, Placeholder, { inTransition: true });
    await Grid.preload();
    document.body.innerHTML = '<div id="root"></div>';
    // The page's first frame holds the fallback (the grid's first rows), not the component's first render.
    act(() => createRoot(document.getElementById('root')!).render(<Grid label="分类" />));
    expect(document.querySelector('input[disabled]')).not.toBeNull();
    expect(document.querySelector('select')).toBeNull();
    await nextTask();
    await act(async () => undefined);
    expect(document.querySelector('select[aria-label="分类"]')).not.toBeNull();
    expect(document.querySelector('input')).toBeNull();
  });

  it('shows what its load failed with, and a retry asks for the chunk again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('network'), { name: 'ChunkLoadError' }))
      .mockResolvedValue(Picker);
    const Grid = lazyComponent(load, Placeholder, { failed: Failed });
    // The failure is reported as an uncaught error is, for the error log.
    const reportError = jest.fn();
    const original = globalThis.reportError;
    globalThis.reportError = reportError;
    document.body.innerHTML = '<div id="root"></div>';
    act(() => createRoot(document.getElementById('root')!).render(<Grid label="分类" />));
    await nextTask();
    await act(async () => undefined);
    const retry = document.querySelector('button');
    expect(retry?.textContent).toBe('重试 分类');
    await act(async () => retry!.click());
    await nextTask();
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.querySelector('select[aria-label="分类"]')).not.toBeNull();
    globalThis.reportError = original;
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError.mock.calls[0][0]).toMatchObject({ name: 'ChunkLoadError' });
  });
});
