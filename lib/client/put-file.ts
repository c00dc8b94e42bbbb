import { ApiError, readEnvelope } from './api-error';

/**
 * One file through Blade's OSS endpoint (`put-file`); answers the stored file's `link`, or throws Blade's message.
 * `purpose` picks the types and size the service takes (avatar: jpg/png ≤ 500 KB; image; any attachment).
 */
export async function putFile(file: File, failedMessage: string, purpose: 'avatar' | 'image' | 'file' = 'file'): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api/blade-resource/oss/endpoint/put-file?purpose=${purpose}`, { method: 'POST', body: form });
  const envelope = readEnvelope(response.status, await response.json().catch(() => null));
  const link = (envelope.data as { link?: unknown } | undefined)?.link;
  if (envelope.code !== 200 || typeof link !== 'string') throw new ApiError(envelope.code, envelope.msg || failedMessage);
  return link;
}
