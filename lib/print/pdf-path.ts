import type { DocumentKind } from './document';

/** The server-made PDF of a print view: the same page, rendered with the caller's own session (app/bff/print). */
export const pdfPath = (kind: DocumentKind, id: string, params: Record<string, string> = {}) => {
  const query = new URLSearchParams(params).toString();
  return `/bff/print/${kind}/${encodeURIComponent(id)}${query ? `?${query}` : ''}`;
};
