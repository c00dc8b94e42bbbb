import { ApiError, readEnvelope } from './api-error';
import { REQUEST_TIMEOUT_MS } from './api';

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first), or null. */
export function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // Fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

/**
 * Fetches a file from our /api and saves it under the server's name; Blade's JSON refusal rejects with
 * its message instead (so a failed download shows a toast and never replaces the screen).
 */
export async function downloadFile(path: string, fallbackName = 'download'): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS * 3) });
  } catch {
    throw new ApiError(0, '', 'errors.network');
  }
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('application/json')) {
    const { code, msg } = readEnvelope(response.status, await response.json().catch(() => null));
    throw new ApiError(code, msg, msg ? null : 'errors.unknown');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
