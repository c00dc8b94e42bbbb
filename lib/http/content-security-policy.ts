/**
 * The page CSP (e2e/specs/security/headers.spec.ts). Scripts: only Next's own, through a per-request nonce that
 * proxy.ts hands to Next (which stamps it on every script it renders) plus 'strict-dynamic' for the
 * chunks those load; never 'unsafe-eval' outside `next dev` (React's dev build needs eval).
 *
 * Styles allow 'unsafe-inline' on purpose: MUI/emotion insert <style> elements at runtime and React
 * and the DataGrid render `style="…"` attributes in the server HTML, which no nonce can cover. CSS
 * cannot run script, and everything that could (scripts, objects, base, framing) stays locked down.
 *
 * Images come from this origin (files through the gateway), data: and blob: URLs (previews), and the object
 * storage's own host when it serves files directly (`images`, lib/http/image-sources.ts): nowhere else, so a link
 * planted in an image field cannot load another site's pixel. Frames may: "myiframe" menus embed other systems in a
 * sandboxed iframe. `connect` adds origins the page may call (Coze's API when the assistant uses it,
 * lib/assistant/connect-sources.ts).
 */
export function contentSecurityPolicy({
  nonce,
  dev,
  connect = [],
  images = [],
}: {
  nonce: string;
  dev: boolean;
  connect?: readonly string[];
  images?: readonly string[];
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images.map((origin) => ` ${origin}`).join('')}`,
    "font-src 'self' data:",
    `connect-src 'self'${connect.map((origin) => ` ${origin}`).join('')}${dev ? ' ws: wss:' : ''}`,
    "frame-src 'self' https: http:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** A fresh, unguessable nonce per page request (128 bits, base64). */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/** Sent only when the browser reached us over HTTPS (directly or through the front proxy), never on plain http. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';
