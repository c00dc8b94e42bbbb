import type { SvgIconComponent } from '@mui/icons-material';
import IconButton from '@mui/material/IconButton';

/**
 * A top-bar button as it looks, drawn in the page's first HTML while its code loads after the first paint: the same icon
 * in the same 40 × 40 room, so the bar is complete at once and nothing moves or changes when the real button replaces it.
 * Inert until then (a click could not do anything yet): out of the tab order, hidden from assistive technology, and
 * marked `data-standin` (bench/sign-in-home.mjs counts how long such stand-ins stay).
 */
export function iconButtonStandIn(Icon: SvgIconComponent, name: string) {
  function StandIn() {
    return (
      // An inline style, not `sx`: that would give the stand-ins a copy of IconButton's styles of their own in every page.
      <IconButton tabIndex={-1} aria-hidden data-standin={name} style={{ pointerEvents: 'none' }}>
        <Icon />
      </IconButton>
    );
  }
  return StandIn;
}

/**
 * The class of a top-bar button hidden on a phone (its action is in the command palette there); the bar's own styles
 * (components/layout/app-shell.tsx) hide it, so the button keeps IconButton's one shared class.
 */
export const WIDE_ONLY = 'shell-wide-only';
