type HeaderSource = { get(name: string): string | null };

/**
 * The address a request came from, as the nearest proxy saw it: the last X-Forwarded-For entry. nginx in front
 * (docs/deploy.md) appends the peer it accepted the connection from, so entries a client wrote itself come earlier and
 * are ignored; without a proxy, Next fills the header with the socket's address. Route handlers get no socket.
 */
export function clientAddress(headers: HeaderSource): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last && /^[0-9A-Fa-f.:]{2,45}$/.test(last) ? last : 'unknown';
}
