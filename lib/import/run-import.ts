/** One valid row to send: its sheet line and the JSON body of the ordinary submit endpoint. */
export type ImportItem = { line: number; body: Record<string, unknown> };

export type ImportOutcome = {
  /** Rows the service accepted. */
  imported: number;
  /** Rows it refused, with its message (translated by the caller's error text). */
  failed: { line: number; message: string }[];
  /** Stopped by 取消 before every row was sent; rows not sent are neither imported nor failed. */
  cancelled: boolean;
  /** Rows sent (imported + failed). */
  sent: number;
};

export type ImportRun = {
  items: ImportItem[];
  /** Saves one record (the ordinary submit endpoint); a refusal rejects with the server's error. */
  submit: (body: Record<string, unknown>) => Promise<unknown>;
  /** Text of a refusal for the result sheet. */
  message: (error: unknown) => string;
  /** Rows sent together; the next batch starts when all of them are answered. */
  batchSize?: number;
  onProgress?: (sent: number, total: number) => void;
  isCancelled?: () => boolean;
};

export const DEFAULT_BATCH_SIZE = 5;

/**
 * Imports rows batch by batch through the same endpoint the add dialog uses, so it works against a real Blade
 * gateway unchanged. A refused row does not stop the others; 取消 takes effect between batches (requests already
 * sent are answered and counted).
 */
export async function runImport({
  items,
  submit,
  message,
  batchSize = DEFAULT_BATCH_SIZE,
  onProgress,
  isCancelled,
}: ImportRun): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { imported: 0, failed: [], cancelled: false, sent: 0 };
  for (let start = 0; start < items.length; start += batchSize) {
    if (isCancelled?.()) {
      outcome.cancelled = true;
      break;
    }
    const batch = items.slice(start, start + batchSize);
    const answers = await Promise.allSettled(batch.map((item) => submit(item.body)));
    answers.forEach((answer, index) => {
      if (answer.status === 'fulfilled') outcome.imported++;
      else outcome.failed.push({ line: batch[index].line, message: message(answer.reason) });
    });
    outcome.sent += batch.length;
    onProgress?.(outcome.sent, items.length);
  }
  outcome.failed.sort((a, b) => a.line - b.line);
  return outcome;
}
