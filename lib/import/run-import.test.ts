import { runImport, type ImportItem } from './run-import';

const items: ImportItem[] = Array.from({ length: 12 }, (_, index) => ({ line: index + 2, body: { n: index } }));

describe('runImport', () => {
  it('sends every row in batches, counts refusals with their message and keeps going', async () => {
    const inFlight: number[] = [];
    let open = 0;
    const progress: [number, number][] = [];
    const outcome = await runImport({
      items,
      batchSize: 5,
      submit: async (body) => {
        inFlight.push(++open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open--;
        if ((body.n as number) % 4 === 3) throw new Error(`refused ${String(body.n)}`);
      },
      message: (error) => (error as Error).message,
      onProgress: (sent, total) => progress.push([sent, total]),
    });
    expect(Math.max(...inFlight)).toBe(5);
    expect(progress).toEqual([
      [5, 12],
      [10, 12],
      [12, 12],
    ]);
    expect(outcome).toEqual({
      imported: 9,
      sent: 12,
      cancelled: false,
      failed: [
        { line: 5, message: 'refused 3' },
        { line: 9, message: 'refused 7' },
        { line: 13, message: 'refused 11' },
      ],
    });
  });

  it('stops between batches when cancelled: the batch under way is answered, nothing after it is sent', async () => {
    const sent: unknown[] = [];
    let cancelled = false;
    const outcome = await runImport({
      items,
      batchSize: 4,
      submit: async (body) => {
        sent.push(body.n);
        if (body.n === 5) cancelled = true;
      },
      message: String,
      isCancelled: () => cancelled,
    });
    expect(sent).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(outcome).toEqual({ imported: 8, sent: 8, cancelled: true, failed: [] });
  });
});
