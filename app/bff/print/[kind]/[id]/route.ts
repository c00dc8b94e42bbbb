import { withBff } from '@/lib/bff/with-bff';
import { AppError } from '@/lib/http/app-error';
import { isHttpsRequest } from '@/lib/session';
import { config } from '@/lib/config/env';
import { sharedState } from '@/lib/shared-state';
import { isDocumentKind } from '@/lib/print/document';
import { printParams } from '@/lib/print/print-params';
import { printPath } from '@/lib/print/registry';
import { renderPdf } from '@/lib/print/pdf-renderer';

export const dynamic = 'force-dynamic';

/** PDFs one user may have made a minute (each costs a browser page for a second or two). */
const PDFS_PER_MINUTE = 12;

// GET /bff/print/{kind}/{id}[?pickupId=] — the print view as a PDF file, rendered by this server with the caller's
// own session cookie (sent as a header to the renderer, never in a URL), so Blade checks the caller's rights as usual.
export const GET = withBff(async ({ req, activeSession, locale }) => {
  const session = await activeSession();
  if (session.locked) throw new AppError('locked');
  const segments = req.nextUrl.pathname.split('/');
  const kind = segments.at(-2) ?? '';
  const id = decodeURIComponent(segments.at(-1) ?? '');
  if (!isDocumentKind(kind) || !/^[\w-]{1,64}$/.test(id)) throw new AppError('not_found');
  const user = session.user!;
  const { count, resetInMs } = await sharedState().hit(`pdf:${user.tenantId}:${user.userId}`, 60_000);
  if (count > PDFS_PER_MINUTE) throw new AppError('too_many_requests', undefined, { retryAfterSeconds: Math.ceil(resetInMs / 1000) });

  const { pdf, title } = await renderPdf({
    path: printPath(kind, id, printParams(kind, req.nextUrl.searchParams)),
    cookie: req.headers.get('cookie') ?? '',
    https: isHttpsRequest(req.headers),
    origin: `http://127.0.0.1:${config().PORT}`,
  });
  // Named as the page is titled (提货单 TH…), kept to what a file name may hold.
  const name = `${
    title
      .replace(/[^\p{L}\p{N}._ -]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || `${kind}-${id}`
  }.pdf`;
  const asciiName = `${kind}-${id}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'cache-control': 'private, no-store',
      'content-language': locale,
    },
  });
});
