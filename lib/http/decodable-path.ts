/**
 * Whether every percent-escape in a path decodes to UTF-8. Next answers an undecodable one (`/api/%ff`,
 * overlong `%c0%ae`) with a bare 500 from its router, before any handler runs; proxy.ts refuses it first
 * with a 400 in Blade's envelope. Found by bench/fuzz.mjs.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
