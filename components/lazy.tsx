'use client';

import { createElement, startTransition, useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { withChunkTimeout } from '@/lib/client/chunk-timeout';

/**
 * A component whose code loads with a plain `import()` once it first renders (after hydration),
 * showing `fallback` meanwhile. Unlike next/dynamic, the chunk is not preloaded with the page, so
 * pieces nobody needs at first paint (dialogs, pickers, the error log) stay out of first-load JS.
 */
export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading now, e.g. when the dialog that will show this component opens. */
  preload: () => Promise<ComponentType<P>>;
};

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true in any later render. A chunk that is already loaded is only used
 * from then on: the module-level `loaded` lives as long as the server process, so once one request has loaded a
 * component (a form page preloads its inputs), every later page was rendered with it while the browser hydrated
 * with the fallback, and React threw the page's HTML away (error #418 on list screens with a tree search field).
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * `inTransition`, for a large component such as the grid: every mount renders the fallback first, even when the code is
 * already loaded, and the component in a transition (time-sliced) from a task of its own, so a page opened by a click
 * shows its fallback (the grid's first rows) in its first frame instead of waiting for the component's first render.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P> | null = null,
  {
    inTransition = false,
    failed = null,
  }: {
    inTransition?: boolean;
    /** Shown when the code could not be loaded (a dropped connection, the chunk timeout), with a retry that asks again. */
    failed?: ComponentType<P & { retry: () => void }> | null;
  } = {},
): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= withChunkTimeout(load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // Forgotten, so that the next mount or a retry asks for the chunk again.
        pending = null;
        throw error;
      },
    ));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per lazy import at module level, never during a render
  function Lazy(props: P) {
    const hydrated = useHydrated();
    const [component, setComponent] = useState<ComponentType<P> | null>(() => (hydrated && !inTransition ? loaded : null));
    // Set when the code could not be loaded; a retry clears it, which runs the effect (a new attempt) again.
    const [failedNow, setFailedNow] = useState(false);
    useEffect(() => {
      if (component || failedNow) return;
      let active = true;
      // Asked for from a task of its own: loading every top-bar button's chunk inside the effects that follow the
      // hydration made those effects one of the home page's longest tasks (bench/page-speed.mjs).
      const show = (module: ComponentType<P>) => setComponent(() => module);
      const timer = setTimeout(() =>
        preload().then(
          (module) => active && (inTransition ? startTransition(() => show(module)) : show(module)),
          (error: unknown) => {
            if (active) setFailedNow(true);
            // Reported as an uncaught error would be, so the error log records the failed chunk
            // (components/feedback/error-log-provider.tsx).
            globalThis.reportError?.(error);
          },
        ),
      );
      return () => {
        active = false;
        clearTimeout(timer);
      };
    }, [component, failedNow]);
    if (component) return createElement(component, props);
    if (failedNow && failed) return createElement(failed, { ...props, retry: () => setFailedNow(false) });
    return fallback ? createElement(fallback, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
