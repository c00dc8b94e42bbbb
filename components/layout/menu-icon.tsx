'use client';

import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { withChunkTimeout } from '@/lib/client/chunk-timeout';
import { ShapedIcon, useIconShapes } from './menu-icon-shapes';

type IconSet = typeof import('./menu-icons');

let iconSet: IconSet | null = null;
let loading: Promise<IconSet> | null = null;

/** Resolves in a task of its own: after the effects that asked, which follow the hydration. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

// Asked for from a task of its own, like lazyComponent's chunks: appending the chunk's script inside the effects
// that follow the hydration lengthened the page's longest task (bench/page-speed.mjs).
const loadIconSet = () =>
  (loading ??= nextTask()
    .then(() => withChunkTimeout(import('./menu-icons')))
    .then(
      (module) => (iconSet = module),
      (error) => {
        loading = null; // the next mount tries again
        throw error;
      },
    ));

/**
 * A menu's icon by name. The shell's page carries the shapes of the user's menu's icons (components/layout/shell-data.tsx),
 * so those are drawn as they are from the first HTML on, with no code to load. Any other name waits for the icon set
 * (about 120 icons), which loads after the first paint, so it costs nothing on a page's first load; until then, and on the
 * server, such an entry shows the default icon.
 */
export function MenuIcon({ name, ...props }: SvgIconProps & { name: string }) {
  const shapes = useIconShapes(name);
  return shapes ? <ShapedIcon shapes={shapes} {...props} /> : <LoadedIcon name={name} {...props} />;
}

/**
 * An icon from the icon set, once loaded. The switch happens in a transition: next/dynamic re-rendered all of a page's
 * icons (the sidebar and the home page's shortcuts, ~50) twice, synchronously, in the middle of the hydration (a 114 ms
 * task; bench/page-speed.mjs).
 */
function LoadedIcon({ name, ...props }: SvgIconProps & { name: string }) {
  // The first render shows the default icon, as the server did: also an icon that hydrates after the set loaded.
  const [set, setSet] = useState<IconSet | null>(null);
  useLayoutEffect(() => {
    // Mounted once the set is here (a later page, a dialog): the named icon before the first paint.
    if (iconSet) setSet(iconSet);
  }, []);
  useEffect(() => {
    if (iconSet) return;
    let active = true;
    loadIconSet().then(
      (loaded) => active && startTransition(() => setSet(loaded)),
      () => undefined, // a chunk that failed to load leaves the default icon
    );
    return () => {
      active = false;
    };
  }, []);
  const Icon = set ? set.menuIcon(name) : ListAltIcon;
  return <Icon {...props} />;
}
