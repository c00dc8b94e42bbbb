/** Spec §9: a code chunk that has not arrived after 120 s counts as failed (Saber's chunkLoadTimeout). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A dynamic import that fails as a ChunkLoadError when it takes longer than the chunk timeout, so
 * the error log records it as a failed chunk load instead of the page waiting forever.
 */
export function withChunkTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`Loading chunk timed out after ${timeoutMs} ms`);
      error.name = 'ChunkLoadError';
      reject(error);
    }, timeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
