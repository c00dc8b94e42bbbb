/**
 * Whether a link points at a file the platform's own storage issued: a path on this site (put-file's links go
 * through the gateway, `/api/blade-resource/oss/endpoint/file?name=…`), or a link to STORAGE_ORIGIN when the
 * object storage serves files from its own host. Anything else (`javascript:`, `data:`, another site's tracking
 * pixel) is refused where a user may set an image, so it never reaches the pages that show it.
 */
export function isStorageLink(link: string, storageOrigin = process.env.STORAGE_ORIGIN?.trim()): boolean {
  if (link === '') return true;
  // Browsers drop tabs and newlines from URLs and read `\` as `/`: neither may turn a path into another host.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007f\\]/.test(link)) return false;
  if (link.startsWith('/')) return !link.startsWith('//');
  if (!storageOrigin) return false;
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === new URL(storageOrigin).origin;
  } catch {
    return false;
  }
}
