/**
 * Where pages may load images from beyond our own origin: the object storage's own host (STORAGE_ORIGIN) when file
 * links point at it directly; none when files come through the gateway (the embedded default). Any other host stays
 * out of img-src, so a link planted in an image field cannot load a tracking pixel on the screens that show it.
 */
export function storageImageSources(env: Record<string, string | undefined> = process.env): string[] {
  const configured = env.STORAGE_ORIGIN?.trim();
  if (!configured) return [];
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
  } catch {
    return [];
  }
}
