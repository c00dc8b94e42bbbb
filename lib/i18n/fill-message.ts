/**
 * A message with `{name}` placeholders filled, for the few the server composes itself (route handlers reading
 * messages/*.json). In a build, next.config.mjs precompiles the messages: "a {b}" arrives as ["a ", ["b"]];
 * jest reads the JSON as written. Both are filled; anything richer (plural, select) is not used this way.
 */
export function fillMessage(message: unknown, values: Record<string, string | number>): string {
  if (typeof message === 'string')
    return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  if (!Array.isArray(message)) return '';
  return message
    .map((node) =>
      typeof node === 'string' ? node : Array.isArray(node) && typeof node[0] === 'string' ? String(values[node[0]] ?? '') : '',
    )
    .join('');
}
