/**
 * A form sent before React took over the page (Enter pressed while its scripts still load: a fast typist, a password
 * manager's autofill, a slow line) would be sent by the browser itself: the page loads again, empty, and what was
 * typed is lost. EarlySubmitCatcher, rendered inside the form, holds such a submit back until the page is alive, and
 * lib/hooks/use-early-input.ts sends it then, with the values typed so far.
 * The catcher is an inline script run as the HTML is parsed (so it needs the page's CSP nonce, lib/http/request-nonce.ts);
 * it marks the form with a property, not an attribute, so hydration finds the DOM React rendered.
 */

const ALIVE = '__tpAlive';
const EARLY = '__tpEarlySubmit';

type MarkedForm = HTMLFormElement & { [ALIVE]?: boolean; [EARLY]?: boolean };

const SCRIPT = `(function(s){var f=s&&s.closest('form');if(!f)return;f.addEventListener('submit',function(e){if(!f.${ALIVE}){e.preventDefault();f.${EARLY}=true}})})(document.currentScript)`;

export function EarlySubmitCatcher({ nonce }: { nonce?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, run once with the page's nonce
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/** From now on the form's own handler answers its submits: the catcher lets them through. */
export function markFormAlive(form: HTMLFormElement) {
  (form as MarkedForm)[ALIVE] = true;
}

/** Whether the form was sent before it was alive (and forgets it: it is sent once). */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  const marked = form as MarkedForm;
  const early = !!marked[EARLY];
  delete marked[EARLY];
  return early;
}
