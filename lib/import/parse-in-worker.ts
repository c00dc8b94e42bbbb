import type { WorkerAnswer, WorkerRequest } from './import.worker';

/**
 * Reads and validates the sheet in a web worker (one per file, ended after its answer), so 10,000 rows do not freeze
 * the page. The file's bytes are handed over, not copied.
 */
export function parseInWorker(request: WorkerRequest): Promise<WorkerAnswer> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });
  return new Promise((resolve) => {
    const finish = (answer: WorkerAnswer) => {
      worker.terminate();
      resolve(answer);
    };
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => finish(event.data);
    worker.onerror = () => finish({ ok: false, reason: 'failed' });
    try {
      worker.postMessage(request, [request.bytes]);
    } catch {
      // Something in the request cannot be cloned: a failure the dialog reports, not a dialog stuck reading.
      finish({ ok: false, reason: 'failed' });
    }
  });
}
