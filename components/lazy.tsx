'use client';

import { createElement, useEffect, useState, type ComponentType } from 'react';
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

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P> | null = null): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () => (pending ??= withChunkTimeout(load()).then((module) => (loaded = module)));
  function Lazy(props: P) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let active = true;
      preload().then((module) => active && setComponent(() => module));
      return () => {
        active = false;
      };
    }, [component]);
    if (component) return createElement(component, props);
    return fallback ? createElement(fallback, props) : null;
  }
  return Object.assign(Lazy, { preload });
}
