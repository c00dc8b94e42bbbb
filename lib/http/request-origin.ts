type HeaderSource = { get(name: string): string | null };

/** The origin the browser used (req.url in Next handlers is always localhost, so read the headers). */
export function requestOrigin(headers: HeaderSource): string {
  const proto = (headers.get('x-forwarded-proto') ?? 'http').split(',')[0].trim();
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? 'localhost').split(',')[0].trim();
  return `${proto}://${host}`;
}
