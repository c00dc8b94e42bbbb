/**
 * A button that disables itself while it works (保存, 登录, 解锁, 确定…) loses the keyboard focus: the browser moves the
 * focus of a control that becomes disabled to the page itself (HTML's focus fixup), and it stays there once the button
 * is enabled again, say after a refused save. A keyboard user then starts again from the top of the page. This puts
 * the focus back on the control when it is enabled again, if nothing else took it meanwhile: the focus still on the
 * page, or on a container of the control (a dialog's focus trap moves it to the dialog itself). A control that goes
 * away (a dialog closed by its save) is let go: whoever closed it places the focus (MUI returns it to the opener).
 * Installed once for the whole app (components/providers.tsx).
 */

/** How long a control may stay disabled and still get its focus back. */
export const KEEP_FOCUS_MS = 60_000;

export function keepFocusThroughBusy(doc: Document, keepMs = KEEP_FOCUS_MS): () => void {
  let release: (() => void) | null = null;
  const letGo = () => {
    release?.();
    release = null;
  };

  const watch = (control: HTMLElement) => {
    letGo();
    const focusIsLost = () => {
      const active = doc.activeElement;
      return !active || active === doc.body || (active !== control && active.contains(control));
    };
    const observer = new MutationObserver(() => {
      if (!control.isConnected) return letGo();
      if (control.matches(':disabled')) return;
      if (focusIsLost()) control.focus({ preventScroll: true });
      letGo();
    });
    observer.observe(control, { attributes: true, attributeFilter: ['disabled'] });
    // The user (or the app) put the focus somewhere of their own: that choice stands.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null;
      if (target && target !== control && !(target as Element).contains?.(control)) letGo();
    };
    doc.addEventListener('focusin', onFocusIn, true);
    const timer = setTimeout(letGo, keepMs);
    release = () => {
      observer.disconnect();
      doc.removeEventListener('focusin', onFocusIn, true);
      clearTimeout(timer);
    };
  };

  // Focus leaving for nowhere from a control that is now disabled is the fixup; leaving the window is not (not disabled).
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (event.relatedTarget === null && control instanceof HTMLElement && control.matches(':disabled')) watch(control);
  };
  doc.addEventListener('focusout', onFocusOut, true);
  return () => {
    letGo();
    doc.removeEventListener('focusout', onFocusOut, true);
  };
}
