'use client';

import { useEffect, useRef, useState } from 'react';
import Tooltip from '@mui/material/Tooltip';

/** MUI Tooltip's own delay before a hover shows the hint. */
const ENTER_DELAY_MS = 100;

type Shown = { anchor: HTMLElement; text: string };

/**
 * The marked element an event is about, if any: one marked by `Hint` (./hint.tsx), or a value cut short on screen
 * (`data-hint-overflow`, e.g. a grid cell's text: its hint is its whole text, shown only while it does not fit).
 */
function hinted(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? (target.closest('[data-hint], [data-hint-overflow]') as HTMLElement | null) : null;
}

/** What the hint says: its own text, or a cut value's whole text (nothing while it fits). */
function hintText(anchor: HTMLElement): string {
  if (anchor.dataset.hint) return anchor.dataset.hint;
  return anchor.scrollWidth > anchor.clientWidth ? (anchor.textContent ?? '') : '';
}

/** A focused grid cell is hinted by the cut value inside it (cells take the keyboard focus, not their text). */
const focusAnchor = (target: HTMLElement) =>
  target.matches('[role="gridcell"]')
    ? target.querySelector<HTMLElement>('[data-hint-overflow]')
    : hinted(target) === target
      ? target
      : null;

/**
 * The one tooltip of the page, for every element marked with `Hint`: shown after a short hover (the element's
 * `data-hint-delay`, else MUI's 100 ms) or at once on keyboard focus, hidden on leaving, blur, a press or Escape.
 */
export function HintLayer() {
  const [shown, setShown] = useState<Shown | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const show = (anchor: HTMLElement, delay: number) => {
      clearTimeout(timer.current);
      const text = hintText(anchor);
      if (!text) return;
      timer.current = setTimeout(() => anchor.isConnected && setShown({ anchor, text }), delay);
    };
    const hide = () => {
      clearTimeout(timer.current);
      setShown(null);
    };
    const onOver = (event: MouseEvent) => {
      const anchor = hinted(event.target);
      if (!anchor || anchor.contains(event.relatedTarget as Node | null)) return;
      show(anchor, Number(anchor.dataset.hintDelay ?? ENTER_DELAY_MS));
    };
    const onOut = (event: MouseEvent) => {
      const anchor = hinted(event.target);
      if (anchor && !anchor.contains(event.relatedTarget as Node | null)) hide();
    };
    const onFocus = (event: FocusEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const anchor = target && focusAnchor(target);
      if (anchor && target.matches(':focus-visible')) show(anchor, 0);
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && hide();
    // The pointer may have reached a button while the page was still hydrating.
    const hovered = document.querySelector<HTMLElement>('[data-hint]:hover, [data-hint-overflow]:hover');
    if (hovered) show(hovered, ENTER_DELAY_MS);
    const listeners: [string, (event: never) => void, boolean][] = [
      ['mouseover', onOver, false],
      ['mouseout', onOut, false],
      ['focusin', onFocus, false],
      ['focusout', hide, false],
      ['pointerdown', hide, true],
      ['keydown', onKey, false],
    ];
    for (const [type, listener, capture] of listeners) document.addEventListener(type, listener as EventListener, capture);
    return () => {
      clearTimeout(timer.current);
      for (const [type, listener, capture] of listeners) document.removeEventListener(type, listener as EventListener, capture);
    };
  }, []);

  if (!shown?.anchor.isConnected) return null;
  return (
    <Tooltip open title={shown.text} disableInteractive slotProps={{ popper: { anchorEl: shown.anchor } }}>
      <span hidden />
    </Tooltip>
  );
}
