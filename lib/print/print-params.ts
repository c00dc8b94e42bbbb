import type { DocumentKind } from './document';

/** The query parameters a kind reads besides its id (a weigh slip names its pick-up); any other parameter is dropped. */
export const PRINT_PARAMS: Record<DocumentKind, readonly string[]> = {
  pickup: [],
  contract: [],
  weighslip: ['pickupId'],
  invoice: [],
  loan: [],
};

export function printParams(
  kind: DocumentKind,
  query: Record<string, string | string[] | undefined> | URLSearchParams,
): Record<string, string> {
  const read = (name: string) => (query instanceof URLSearchParams ? query.get(name) : query[name]);
  const params: Record<string, string> = {};
  for (const name of PRINT_PARAMS[kind]) {
    const value = read(name);
    if (typeof value === 'string' && /^[\w-]{1,64}$/.test(value)) params[name] = value;
  }
  return params;
}
